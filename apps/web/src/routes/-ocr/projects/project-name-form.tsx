import { NAME_MAX_LENGTH } from '@odia-ai/contract'
import { useState } from 'react'

interface ProjectNameFormProps {
  /** The field's label and the submit button's text: `New project name` / `Create`. */
  label: string
  submit: string
  initial?: string
  busy: boolean
  onSubmit: (name: string) => void
  onCancel: () => void
}

/** A project's name, typed in place: to create a project or to rename one. */
export function ProjectNameForm({ label, submit, initial = '', busy, onSubmit, onCancel }: ProjectNameFormProps) {
  const [name, setName] = useState(initial)
  return (
    <form
      className="ocr-projects__form"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(name.trim())
      }}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <label>
        {label}
        <input
          type="text"
          value={name}
          maxLength={NAME_MAX_LENGTH}
          required
          autoFocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </label>
      <button type="submit" className="ocr-button" disabled={busy || name.trim() === ''}>
        {submit}
      </button>
      <button type="button" className="ocr-button" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </form>
  )
}
