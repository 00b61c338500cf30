import { buffer } from 'node:stream/consumers'
import { AppError, badRequest } from '../../errors'
import { openDatasetStream } from '../dataset-download'
import type { DatasetLimits } from '../limits'
import type { AddressPolicy } from '../public-address'

export interface HfDatasetRef {
  dataset: string
  config: string
  split: string
}

/** A name as one segment of the listing's path: `.` and `..` would drop or climb a segment of it, so they are refused. */
function pathSegment(what: string, name: string): string {
  if (name === '.' || name === '..') {
    throw badRequest(
      'INVALID_HF_NAME',
      `"${name}" is not a Hugging Face ${what} (it would change the path of the Hub's listing): give the dataset's own ${what}.`,
    )
  }
  return encodeURIComponent(name)
}

function listingUrl({ dataset, config, split }: HfDatasetRef, baseUrl: string): URL {
  const path = [
    ...dataset.split('/').map((part) => pathSegment('dataset id', part)),
    'parquet',
    pathSegment('config', config),
    pathSegment('split', split),
  ]
  return new URL(`api/datasets/${path.join('/')}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
}

/**
 * The Parquet files of a dataset's split, from Hugging Face's listing of its Parquet conversion
 * (`GET /api/datasets/<id>/parquet/<config>/<split>`, a JSON list of file URLs), under the same address policy and
 * limits as any dataset download.
 */
export async function hfParquetUrls(
  ref: HfDatasetRef,
  baseUrl: string,
  signal: AbortSignal,
  policy: AddressPolicy,
  limits: DatasetLimits,
): Promise<URL[]> {
  const listing = listingUrl(ref, baseUrl)
  const named = `${ref.dataset} (config "${ref.config}", split "${ref.split}")`
  let body: Buffer
  try {
    body = await buffer((await openDatasetStream(listing, signal, policy, limits, () => 'json')).stream)
  } catch (error) {
    if (error instanceof AppError && error.code === 'DATASET_UNREACHABLE' && error.message.includes('(404)')) {
      throw badRequest(
        'HF_DATASET_NOT_FOUND',
        `Hugging Face has no Parquet files for ${named}: check the dataset id, config and split (a gated or private dataset is not listed).`,
      )
    }
    throw error
  }
  let urls: unknown
  try {
    urls = JSON.parse(body.toString('utf8'))
  } catch {
    urls = undefined
  }
  if (!Array.isArray(urls) || !urls.every((url) => typeof url === 'string')) {
    throw new AppError(
      502,
      'HF_LISTING_UNEXPECTED',
      `Hugging Face's list of Parquet files for ${named} is not a list of URLs.`,
    )
  }
  if (urls.length === 0) throw badRequest('HF_DATASET_NOT_FOUND', `Hugging Face lists no Parquet file for ${named}.`)
  return urls.map((url) => new URL(url, listing))
}
