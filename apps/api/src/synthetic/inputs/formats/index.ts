import { DATASET_FILE_FORMATS, type DatasetFileFormat } from '@odia-ai/contract'
import type { FormatReader } from './format-reader'
import { readCsv } from './read-csv'
import { readJsonl } from './read-jsonl'
import { readParquet } from './read-parquet'
import { readTxt } from './read-txt'

export type { DatasetBytes, FormatReader } from './format-reader'

/** One reader per dataset file format: the only place that knows them. */
export const FORMAT_READERS: Record<DatasetFileFormat, FormatReader> = {
  txt: readTxt,
  csv: readCsv,
  jsonl: readJsonl,
  parquet: readParquet,
}

/** The format a file or URL path names by its ending, if any. */
export function formatOfName(name: string): DatasetFileFormat | undefined {
  const lower = name.toLowerCase()
  const named = Object.entries(DATASET_FILE_FORMATS).find(([, endings]) =>
    endings.some((ending) => lower.endsWith(ending)),
  )
  return named?.[0] as DatasetFileFormat | undefined
}

/**
 * What a dataset URL holds: JSONL or Parquet by the ending of the URL asked for or answered, else by content type; any
 * other answer is read as CSV, as before (a `.txt` URL included).
 */
export function formatOfDownload(asked: URL, answered: URL, contentType: string): DatasetFileFormat {
  const named = formatOfName(asked.pathname) ?? formatOfName(answered.pathname)
  if (named === 'jsonl' || named === 'parquet') return named
  if (/^application\/(jsonl|x-ndjson|x-jsonlines|jsonlines)/.test(contentType)) return 'jsonl'
  if (/^application\/(vnd\.apache\.parquet|x-parquet)/.test(contentType)) return 'parquet'
  return 'csv'
}
