/** One row of `metadata.csv`: `file_name` is relative to the CSV, so the folder loads as an `imagefolder` dataset. */
export interface MetadataRow {
  file_name: string
  text: string
  mode: string
  font: string
  size: number
  background: string
  /** JSON of the degradations of an `ultra-realistic` image, else empty. */
  params: string
}

export const METADATA_COLUMNS: Array<keyof MetadataRow> = ['file_name', 'text', 'mode', 'font', 'size', 'background', 'params']

const field = (value: string | number): string => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const metadataHeader = (): string => `${METADATA_COLUMNS.join(',')}\n`
export const metadataLine = (row: MetadataRow): string => `${METADATA_COLUMNS.map((column) => field(row[column])).join(',')}\n`
