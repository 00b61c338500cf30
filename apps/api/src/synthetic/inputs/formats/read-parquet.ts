import { buffer } from 'node:stream/consumers'
import {
  asyncBufferFromFile,
  parquetMetadataAsync,
  parquetRead,
  parquetSchema,
  type AsyncBuffer,
  type FileMetaData,
} from 'hyparquet'
import { AppError, badRequest } from '../../../errors'
import type { DatasetBytes, FormatReader } from './format-reader'

const badParquet = (error: unknown) =>
  badRequest('BAD_PARQUET', `The Parquet file could not be read: ${(error as Error).message}.`)

/** A file on disk is read by ranges; a download (already capped in size) is held whole, as Parquet's index is at its end. */
async function parquetBytes(bytes: DatasetBytes): Promise<AsyncBuffer> {
  if (bytes.file) return asyncBufferFromFile(bytes.file)
  const whole = await buffer(bytes.open())
  return whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.byteLength)
}

async function metadataOf(file: AsyncBuffer): Promise<FileMetaData> {
  try {
    return await parquetMetadataAsync(file)
  } catch (error) {
    throw badParquet(error)
  }
}

/**
 * A Parquet file: only the `column` is decoded, one row group at a time, so reading stops early at Max Samples. A row
 * is numbered by its place in the file (1 = first row). A missing column is refused naming the columns there are.
 */
export const readParquet: FormatReader = async (bytes, column, onRow) => {
  const file = await parquetBytes(bytes)
  const metadata = await metadataOf(file)
  const names = parquetSchema(metadata).children.map((child) => child.element.name)
  if (!names.includes(column))
    throw new AppError(
      422,
      'COLUMN_NOT_FOUND',
      `The dataset has no column "${column}". Its columns are: ${names.join(', ')}.`,
    )
  let rowStart = 0
  for (const group of metadata.row_groups) {
    const rowEnd = rowStart + Number(group.num_rows)
    // Rows as arrays of the one column: an object keyed by its name would lose a column named `__proto__`.
    const rows = await new Promise<unknown[][]>((resolve, reject) => {
      parquetRead({
        file,
        metadata,
        columns: [column],
        rowStart,
        rowEnd,
        rowFormat: 'array',
        onComplete: resolve,
      }).catch(reject)
    }).catch((error: unknown) => {
      throw badParquet(error)
    })
    for (const [index, [value]] of rows.entries()) {
      if (!onRow({ row: rowStart + index + 1, value })) return
    }
    rowStart = rowEnd
  }
}
