import { createReadStream } from 'node:fs'
import { openDatasetStream } from '../dataset-download'
import { datasetDownloadUrl } from './dataset-url'
import { FORMAT_READERS, formatOfDownload, type DatasetBytes } from './formats'
import type { UploadedDataset } from './dataset-uploads'
import { hfParquetUrls, type HfDatasetRef } from './hf-parquet-urls'
import { RowCollector, type CollectedTexts, type DatasetRow } from './row-collector'
import { LIMITS, type DatasetLimits } from '../limits'
import type { AddressPolicy } from '../public-address'

/** Where a dataset's rows come from (exactly one of `url`, `upload`, `hf`) and how they become texts. */
export interface DatasetRequest {
  url?: string
  upload?: UploadedDataset
  hf?: HfDatasetRef & { baseUrl: string }
  column: string
  maxSamples: number | undefined
  maxLineChars?: number
}

export type DatasetTexts = CollectedTexts

/**
 * Reads the dataset's rows (a file at a URL, an uploaded file, or a Hugging Face dataset's Parquet files in turn)
 * through the reader of its format and collects their texts until Max Samples rows are taken, then stops downloading.
 * Only addresses the policy allows are downloaded from. Rows are numbered across the files of a Hugging Face split.
 */
export async function readDatasetTexts(
  request: DatasetRequest,
  signal: AbortSignal,
  policy: AddressPolicy,
  limits: DatasetLimits = LIMITS,
): Promise<DatasetTexts> {
  const collector = new RowCollector({
    column: request.column,
    maxSamples: request.maxSamples,
    maxLineChars: request.maxLineChars,
  })
  let offset = 0
  let wanted = true
  let last = 0
  const onRow = (row: DatasetRow) => {
    last = row.row
    wanted = collector.add({ ...row, row: row.row + offset })
    return wanted
  }
  if (request.upload) {
    const { file, format } = request.upload
    await FORMAT_READERS[format]({ open: () => createReadStream(file), file }, request.column, onRow)
    return collector.result()
  }
  const urls = request.hf
    ? await hfParquetUrls(request.hf, request.hf.baseUrl, signal, policy, limits)
    : [datasetDownloadUrl(request.url ?? '')]
  for (const url of urls) {
    last = 0
    await readDownload(url, signal, policy, limits, request.column, onRow)
    offset += last
    if (!wanted) break
  }
  return collector.result()
}

/** Reads one downloaded file; the download stops when the reader does (enough rows) or `signal` aborts. */
async function readDownload(
  url: URL,
  signal: AbortSignal,
  policy: AddressPolicy,
  limits: DatasetLimits,
  column: string,
  onRow: (row: DatasetRow) => boolean,
): Promise<void> {
  const stop = new AbortController()
  const abort = () => stop.abort(signal.reason)
  signal.addEventListener('abort', abort, { once: true })
  try {
    const { stream, format } = await openDatasetStream(url, stop.signal, policy, limits, formatOfDownload)
    const bytes: DatasetBytes = { open: () => stream }
    await FORMAT_READERS[format](bytes, column, onRow)
  } finally {
    signal.removeEventListener('abort', abort)
    stop.abort(new Error('enough rows'))
  }
}
