import type { AnnotationsState, JobProgress } from '@odia-ai/contract'
import { vi } from 'vitest'

export interface RecordedRequest {
  method: string
  url: string
  body: unknown
  signal?: AbortSignal
}

type Reply = (request: RecordedRequest) => Response

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } })

/**
 * An in-memory stand-in for the HTTP API, for page tests in happy-dom: GET annotations answers `saved`,
 * a save is echoed back as validated, images have no lines and no engine readings, and a test replaces any
 * route's answer with `reply`. The real server is exercised by the API's integration tests and the browser tests.
 */
export function fakeOcrApi(saved: AnnotationsState) {
  const requests: RecordedRequest[] = []
  const replies = new Map<string, Reply>([
    ['GET /api/ocr/annotations', () => json(saved)],
    ['GET /api/ocr/lines', () => json({ lines: [] })],
    ['GET /api/ocr/flags', () => json({ flagged: 0, images: {} })],
    ['GET /api/ocr/lines/summary', () => json({ images_with_lines: 0, lines: 0, validated_lines: 0 })],
    [
      'GET /api/projects',
      () =>
        json({
          projects: [
            {
              id: 1,
              name: 'Default project',
              created_at: '2025-01-01T00:00:00.000Z',
              images: saved.valid_images.length,
              is_default: true,
            },
          ],
        }),
    ],
    [
      'GET /api/models',
      () =>
        json({
          models: [
            {
              id: 'ori',
              label: 'ori (Tesseract’s Odia model)',
              kind: 'builtin',
              created_at: '2018-03-22',
              starting_point: 'Tesseract’s own training',
              iterations: 0,
              seconds: 0,
              trainable: false,
              scores: [],
            },
          ],
        }),
    ],
    ['GET /api/projects/1/model', () => json({ model: 'ori' })],
    ['GET /api/ocr/people', () => json({ people: [] })],
    ['GET /api/ocr/readings', () => json({ readings: [] })],
    ['GET /api/ocr/readings/summary', () => json({ images: {} })],
    [
      'POST /api/ocr/save',
      ({ body }) => {
        const entries = Object.entries(body as Record<string, { extracted_text?: string; validated_text: string }>)
        return json({
          saved: Object.fromEntries(
            entries.map(([name, entry]) => [
              name,
              { extracted_text: entry.extracted_text ?? '', validated_text: entry.validated_text, status: 'validated' },
            ]),
          ),
        })
      },
    ],
  ])
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    const request: RecordedRequest = { method, url, body, ...(init.signal ? { signal: init.signal } : {}) }
    requests.push(request)
    const reply = replies.get(`${method} ${url.split('?')[0]}`)
    return reply
      ? reply(request)
      : json(
          { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: `No fake for ${method} ${url}` },
          404,
          'Not Found',
        )
  })
  return {
    requests,
    reply(route: string, answer: Reply) {
      replies.set(route, answer)
    },
    json,
    sent: (route: string) => requests.filter((request) => `${request.method} ${request.url.split('?')[0]}` === route),
  }
}

/** A stand-in EventSource the test drives: `emit('item', {...})`, `emit('progress', {...})`. */
export class FakeEventSource extends EventTarget {
  static CLOSED = 2
  static last: FakeEventSource | undefined
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeEventSource.last = this
  }
  emit(type: 'item' | 'progress', data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

export const progress = (fields: Partial<JobProgress>): JobProgress => ({
  job_id: 'job-1',
  kind: 'ocr',
  state: 'running',
  total: 2,
  done: 0,
  failed: 0,
  skipped: 0,
  rate: 0,
  elapsed_ms: 0,
  ...fields,
})
