import { badRequest } from '../../errors'

/**
 * The URL to download a dataset CSV from: http(s) only; a Hugging Face file page (`…/blob/…`) becomes
 * its download URL (`…/resolve/…`).
 */
export function datasetDownloadUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw badRequest(
      'INVALID_DATASET_URL',
      `"${raw}" is not a URL: paste the full address of a CSV file, starting with https://.`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest(
      'INVALID_DATASET_URL',
      `The dataset URL must start with http:// or https://, not ${url.protocol}//.`,
    )
  }
  if (url.username || url.password)
    throw badRequest('INVALID_DATASET_URL', 'The dataset URL must not contain a user name or password.')
  if (/(^|\.)huggingface\.co$/.test(url.hostname)) url.pathname = url.pathname.replace(/\/blob\//, '/resolve/')
  return url
}
