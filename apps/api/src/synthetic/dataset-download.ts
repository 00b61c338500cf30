import { isIP } from 'node:net'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { formatBytes, ownValue, type DatasetFileFormat } from '@odia-ai/contract'
import { Agent, fetch, type Response } from 'undici'
import { AppError, badRequest } from '../errors'
import { checkedLookup, ForbiddenAddress } from './checked-lookup'
import { LIMITS, type DatasetLimits } from './limits'
import type { AddressPolicy } from './public-address'

const unreachable = (url: URL, why: string) =>
  new AppError(502, 'DATASET_UNREACHABLE', `Could not download the dataset from ${url.origin}: ${why}.`)

const FAILURES: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address (connection refused)',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was reset',
}

function fetchFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return (cause?.code && ownValue(FAILURES, cause.code)) || cause?.message || 'the server did not answer'
}

function forbidden(url: URL, redirected: boolean, address: string, kind: string): AppError {
  const host = redirected ? `The dataset URL redirected to ${url.origin}, whose host` : "The dataset URL's host"
  const where = literalAddress(url) ? `${url.hostname} is ${kind}` : `${url.hostname} resolves to ${address}, ${kind}`
  return badRequest(
    'DATASET_URL_FORBIDDEN',
    `${host} ${where}; the server only downloads public datasets. To allow a mirror on your own network, start the server (or pnpm synth) with DATASET_URL_ALLOW_PRIVATE=true.`,
  )
}

/** The IP address written in the URL itself (URL parsing has already turned 0x7f.1 and the like into 127.0.0.1). */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return isIP(host) ? host : undefined
}

/**
 * Follows at most `maxRedirects` redirects by hand, each hop re-checked: http(s) only, and no address the
 * policy refuses, whether written in the URL or looked up when connecting.
 */
async function fetchFollowing(
  url: URL,
  signal: AbortSignal,
  maxRedirects: number,
  policy: AddressPolicy,
  dispatcher: Agent,
): Promise<{ response: Response; url: URL }> {
  let current = url
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const literal = literalAddress(current)
    const kind = literal && policy(literal)
    if (literal && kind) throw forbidden(current, hop > 0, literal, kind)
    let response: Response
    try {
      response = await fetch(current, {
        redirect: 'manual',
        signal,
        dispatcher,
        headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.5' },
      })
    } catch (error) {
      if (signal.aborted)
        throw signal.reason instanceof AppError ? signal.reason : unreachable(current, 'the download was stopped')
      const cause = (error as { cause?: unknown }).cause
      if (cause instanceof ForbiddenAddress) throw forbidden(current, hop > 0, cause.address, cause.kind)
      if (cause instanceof Error && cause.message === 'bad port') {
        throw badRequest(
          'INVALID_DATASET_URL',
          `Could not download the dataset from ${current.origin}: port ${current.port} belongs to another protocol, and downloads never use it (a "bad port" of the Fetch standard).`,
        )
      }
      throw unreachable(current, fetchFailure(error))
    }
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: current }
    await response.body?.cancel()
    current = new URL(location, current)
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw unreachable(url, `it redirected to a ${current.protocol} address`)
  }
  throw unreachable(url, `more than ${maxRedirects} redirects`)
}

const looksLikeHtml = (start: string) => /^\s*<(!doctype|html|head|body)/i.test(start)

/** What a download holds, told from its URLs (the one asked for, the one that answered) and its content type. */
export type ClassifyAnswer<Format extends string> = (asked: URL, answered: URL, contentType: string) => Format

export interface DatasetDownload<Format extends string> {
  stream: Readable
  format: Format
}

/** Formats read as text: their answers are checked for web pages and binary content. */
const TEXT_FORMATS = new Set<string>(['csv', 'jsonl', 'txt'] satisfies DatasetFileFormat[])

/**
 * Opens the dataset at `url` as a byte stream: only addresses the policy allows are connected to, redirects, a time
 * limit and a size cap apply, and for a text format (CSV, JSONL) an error page, an HTML page or a binary answer gets a
 * message saying what came back. Aborting `signal` stops the download.
 */
export async function openDatasetStream<Format extends string = 'csv'>(
  url: URL,
  signal: AbortSignal,
  policy: AddressPolicy,
  limits: DatasetLimits = LIMITS,
  classify: ClassifyAnswer<Format> = () => 'csv' as Format,
): Promise<DatasetDownload<Format>> {
  // The download's own connections, closed with it: their look-up applies the policy.
  const dispatcher = new Agent({ connect: { lookup: checkedLookup(policy) } })
  try {
    const opened = await download(url, signal, policy, dispatcher, limits, classify)
    opened.stream.once('close', () => void dispatcher.destroy())
    return opened
  } catch (error) {
    void dispatcher.destroy()
    throw error
  }
}

async function download<Format extends string>(
  url: URL,
  signal: AbortSignal,
  policy: AddressPolicy,
  dispatcher: Agent,
  limits: DatasetLimits,
  classify: ClassifyAnswer<Format>,
): Promise<DatasetDownload<Format>> {
  const timeout = AbortSignal.timeout(limits.datasetTimeoutMs)
  const stop = AbortSignal.any([signal, timeout])
  const { response, url: finalUrl } = await fetchFollowing(
    url,
    stop,
    limits.datasetRedirects,
    policy,
    dispatcher,
  ).catch((error: unknown) => {
    if (timeout.aborted) throw unreachable(url, `no answer within ${limits.datasetTimeoutMs / 1000} s`)
    throw error
  })
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    const hint =
      response.status === 404
        ? 'not found (404): check the address'
        : `the server answered ${response.status} ${response.statusText}`
    throw unreachable(finalUrl, hint)
  }
  const type = (response.headers.get('content-type') ?? '').toLowerCase()
  const format = classify(url, finalUrl, type)
  const textual = TEXT_FORMATS.has(format)
  if (textual && type.includes('text/html')) {
    await response.body.cancel()
    throw badRequest(
      'DATASET_NOT_CSV',
      'The dataset URL answered a web page, not a CSV file: use the file\'s download link (on Hugging Face, the "resolve" or "raw" link).',
    )
  }
  if (
    textual &&
    /^(image|audio|video)\/|^application\/(json|zip|gzip|x-gzip|pdf|octet-stream\+parquet|vnd\.apache\.parquet)(?![\w.-])/.test(
      type,
    )
  ) {
    await response.body.cancel()
    throw badRequest(
      'DATASET_NOT_CSV',
      `The dataset URL answered ${type.split(';')[0]}, not a ${format.toUpperCase()} file.`,
    )
  }

  let received = 0
  let checkedStart = false
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length
      if (received > limits.datasetBytes) {
        return callback(
          badRequest(
            'DATASET_TOO_LARGE',
            `The dataset is larger than ${formatBytes(limits.datasetBytes)}: set Max Samples to read only its first rows.`,
          ),
        )
      }
      if (textual && !checkedStart) {
        checkedStart = true
        const start = chunk.subarray(0, 512).toString('utf8')
        if (looksLikeHtml(start))
          return callback(
            badRequest(
              'DATASET_NOT_CSV',
              "The dataset URL answered a web page, not a CSV file: use the file's download link.",
            ),
          )
        if (start.includes('\u0000'))
          return callback(badRequest('DATASET_NOT_CSV', 'The dataset URL answered a binary file, not a CSV file.'))
      }
      callback(null, chunk)
    },
  })
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>, { signal: stop })
  body.on('error', (error) =>
    guard.destroy(
      timeout.aborted
        ? unreachable(finalUrl, `the download took longer than ${limits.datasetTimeoutMs / 1000} s`)
        : error,
    ),
  )
  return { stream: body.pipe(guard), format }
}
