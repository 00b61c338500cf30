import { parquetWriteBuffer } from 'hyparquet-writer'

/** A real Parquet file (snappy, as Hugging Face writes them) with string columns, `rowGroupSize` rows per row group. */
export function parquetFile(columns: Record<string, Array<string | null>>, rowGroupSize = 1000): Buffer {
  const columnData = Object.entries(columns).map(([name, data]) => ({ name, data, type: 'STRING' as const }))
  return Buffer.from(parquetWriteBuffer({ columnData, rowGroupSize }))
}

/** JSON Lines of the given objects (a string stands for a raw line as it is). */
export const jsonLines = (rows: Array<Record<string, unknown> | string>): string =>
  rows.map((row) => (typeof row === 'string' ? row : JSON.stringify(row))).join('\n') + '\n'
