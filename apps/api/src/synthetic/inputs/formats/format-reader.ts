import type { Readable } from 'node:stream'
import type { DatasetRow } from '../row-collector'

/** A dataset's bytes: a stream to read once, and the file on disk when there is one (Parquet reads it by ranges). */
export interface DatasetBytes {
  open: () => Readable
  file?: string
}

/** Hands each row to `onRow` until it answers false; refuses a file it cannot read, or one without `column`, with a 4xx. */
export type FormatReader = (bytes: DatasetBytes, column: string, onRow: (row: DatasetRow) => boolean) => Promise<void>
