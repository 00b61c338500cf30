import type { ChangeEvent } from 'react'

interface FileButtonProps {
  label: string
  accept: string
  multiple?: boolean
  /** Picks a folder: every file inside it, its subfolders included. */
  directory?: boolean
  disabled?: boolean
  onFiles: (files: File[]) => void
}

/** A file picker that looks like a button and stays reachable with the keyboard. */
export function FileButton({
  label,
  accept,
  multiple = false,
  directory = false,
  disabled = false,
  onFiles,
}: FileButtonProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])]
    // Clear it so picking the same file again still counts as a change.
    event.currentTarget.value = ''
    if (files.length > 0) onFiles(files)
  }
  return (
    <label className={`ocr-button ocr-file-button${disabled ? ' ocr-button--disabled' : ''}`}>
      {label}
      <input
        className="ocr-visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={handleChange}
        // React knows no name for the folder picker's attribute.
        {...(directory ? { webkitdirectory: '' } : {})}
      />
    </label>
  )
}
