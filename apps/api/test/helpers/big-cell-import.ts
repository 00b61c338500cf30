import { once } from 'node:events'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { multipart } from './images'

/** An annotations CSV whose first row holds one validated_text cell of `bytes` bytes of Odia text, and a second, ordinary row. */
export function bigCellCsv(bytes: number): Buffer {
  const cell = Buffer.from('ଓଡ଼ିଆ ଲେଖା '.repeat(Math.ceil(bytes / 30))).subarray(0, bytes)
  return Buffer.concat([
    Buffer.from('image_filename,extracted_text,validated_text\r\nbig.png,,"'),
    cell,
    Buffer.from('"\r\nsmall.png,,ଛୋଟ\r\n'),
  ])
}

export interface PolledImport {
  status: number
  body: unknown
  importMs: number
  /** The latency of each GET /api/health answered while the import ran. */
  healthMs: number[]
}

/**
 * POSTs the CSV to `/api/ocr/import` over HTTP while polling `GET /api/health` one request at a time. The request
 * body is built beforehand and written as it is, so the client's own work (in the same process) hardly delays the
 * server's event loop.
 */
export async function importWhilePolling(baseUrl: string, csv: Buffer): Promise<PolledImport> {
  const { payload, headers } = await multipart([
    { name: 'image_folder', value: 'uploaded_images' },
    { name: 'file', filename: 'big.csv', bytes: csv, type: 'text/csv' },
  ])
  const health = async () => (await fetch(`${baseUrl}/api/health`)).arrayBuffer()
  // Unmeasured: the first fetch sets up the client and its connection.
  await health()
  const healthMs: number[] = []
  let importing = true
  const polling = (async () => {
    while (importing) {
      const started = performance.now()
      await health()
      healthMs.push(performance.now() - started)
      await sleep(10)
    }
  })()
  const started = performance.now()
  // node:http writes the body as it is; fetch would copy it twice and stream it through JavaScript.
  const request = http.request(`${baseUrl}/api/ocr/import`, { method: 'POST', headers })
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>
  request.end(payload)
  const [response] = await answered
  const body: unknown = JSON.parse(Buffer.concat(await response.toArray()).toString())
  const importMs = performance.now() - started
  importing = false
  await polling
  return { status: response.statusCode!, body, importMs, healthMs }
}
