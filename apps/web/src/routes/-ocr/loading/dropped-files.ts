/** Image files by their type, as the browser names it from the extension (`image/png`, …). */
export const isImage = (file: File): boolean => file.type.startsWith('image/')

const extension = (file: File): string => file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase()

/** Files picked or dropped, sorted by what the page does with them; anything else is counted, not sent. */
export interface SortedFiles {
  images: File[]
  /** An annotations CSV (the first one: an import replaces the list). */
  csv: File | undefined
  /** PAGE XML files and ZIPs of them. */
  pageXml: File[]
  others: File[]
}

export function sortFiles(files: File[]): SortedFiles {
  const sorted: SortedFiles = { images: [], csv: undefined, pageXml: [], others: [] }
  for (const file of files) {
    const kind = extension(file)
    if (isImage(file)) sorted.images.push(file)
    else if (kind === 'csv' && sorted.csv === undefined) sorted.csv = file
    else if (kind === 'xml' || kind === 'zip') sorted.pageXml.push(file)
    else sorted.others.push(file)
  }
  return sorted
}

/** Every file of a dropped folder, its subfolders included (the entries API hands a folder's files out in pieces). */
async function filesOfEntry(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile)
    return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))]
  const reader = (entry as FileSystemDirectoryEntry).createReader()
  const files: File[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    if (batch.length === 0) return files
    for (const child of batch) files.push(...(await filesOfEntry(child)))
  }
}

/** The files of a drop: the files themselves, and the files inside any folder dropped. */
export async function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  // Entries must be taken before the first await: the drop's data is gone once its event returns.
  const entries = [...transfer.items].map((item) => (item.kind === 'file' ? item.webkitGetAsEntry() : null))
  const files = [...transfer.files]
  if (!entries.some((entry) => entry?.isDirectory)) return files
  const all: File[] = []
  for (const [index, entry] of entries.entries()) {
    if (entry) all.push(...(await filesOfEntry(entry)))
    else if (files[index]) all.push(files[index])
  }
  return all
}
