import { apiError, candidateReply, errorInfo, promptBlockedReply, quotaExceeded, type Reply } from './wire'

/** The text answered for an image the fixtures do not know (NFC). */
export const DEFAULT_TEXT = 'ଓଡ଼ିଆ ଭାଷା ଏକ ସୁନ୍ଦର ଭାଷା।'

/** What `decomposed` answers: ୟ଼ as U+0B5C and ୈ as U+0B47 U+0B56, both of which NFC rewrites. */
export const DECOMPOSED_TEXT = 'ପ\u0B5Cା କ\u0B47\u0B56ଳାସ'

const MARKDOWN_LEAD_IN = 'Here is the Odia text transcribed from the image:'

/** How long `quota-minute` keeps refusing after its first call, and the `retryDelay` it announces. */
const MINUTE_QUOTA_WINDOW_MS = 1000

/** Refusals of the key itself, checked before anything else, on every endpoint. */
export function keyRefusal(key: string | undefined): Reply | undefined {
  if (!key) {
    return apiError(
      403,
      'PERMISSION_DENIED',
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    )
  }
  if (key === 'bad-key')
    return apiError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
      errorInfo('API_KEY_INVALID'),
    ])
  if (key === 'denied')
    return apiError(403, 'PERMISSION_DENIED', "Permission denied: Consumer 'api_key:***' has been suspended.", [
      errorInfo('CONSUMER_SUSPENDED'),
    ])
  return undefined
}

const counted = /^(ratelimit|flaky)-(\d+)$/

/**
 * Failures that depend on how often a key has called: the first N calls of `ratelimit-N` / `flaky-N`,
 * `quota-minute` until its window has passed, and the keys that always fail.
 */
export class CallCounter {
  private readonly calls = new Map<string, number>()
  private readonly firstCallAt = new Map<string, number>()

  transientFailure(key: string): Reply | undefined {
    const call = (this.calls.get(key) ?? 0) + 1
    this.calls.set(key, call)
    const match = counted.exec(key)
    if (match) {
      if (call > Number(match[2])) return undefined
      return match[1] === 'ratelimit'
        ? apiError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).')
        : apiError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.')
    }
    switch (key) {
      case 'quota-minute': {
        const first = this.firstCallAt.get(key) ?? Date.now()
        this.firstCallAt.set(key, first)
        return Date.now() - first < MINUTE_QUOTA_WINDOW_MS
          ? quotaExceeded('GenerateRequestsPerMinutePerProjectPerModel-FreeTier', `${MINUTE_QUOTA_WINDOW_MS / 1000}s`)
          : undefined
      }
      case 'quota-day':
        return quotaExceeded('GenerateRequestsPerDayPerProjectPerModel-FreeTier', '43200s')
      case 'overloaded':
        return apiError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.')
      case 'internal':
        return apiError(
          500,
          'INTERNAL',
          'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
        )
      case 'html-502':
        return {
          status: 502,
          body: undefined,
          html: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
        }
      default:
        return undefined
    }
  }
}

/** What `lines-invalid-json` answers: JSON cut off in the middle of a box. */
const CUT_JSON = '[{"box_2d": [120, 80, 190'

/** A line of a line request's answer: its box in Gemini's convention ([ymin, xmin, ymax, xmax], 0–1000) and its text. */
export interface FakeLine {
  box_2d: number[]
  text: string
}

/**
 * The lines answered for a text: one line of the text a line, stacked down the page from 100 to 900, each 80 % of
 * its band high, from 100 to 900 across.
 */
export function linesOfText(text: string): FakeLine[] {
  const texts = text.split('\n')
  const band = 800 / texts.length
  return texts.map((line, index) => ({
    box_2d: [100 + index * band, 100, 100 + index * band + 0.8 * band, 900],
    text: line,
  }))
}

/**
 * The JSON text answering a line request (one asking for structured output): `lines` (a scripted reply, or the lines of
 * the image's text), or the broken answers some keys stand for: `lines-invalid-json` (cut off), `lines-outside` (a box
 * past the right edge), `lines-inverted` (a box whose top is below its bottom), `lines-empty` (no lines).
 */
export function linesAnswer(key: string, lines: unknown): string {
  switch (key) {
    case 'lines-invalid-json':
      return CUT_JSON
    case 'lines-outside':
      return JSON.stringify([
        { box_2d: [100, 100, 200, 900], text: DEFAULT_TEXT },
        { box_2d: [300, 100, 400, 1180], text: DEFAULT_TEXT },
      ])
    case 'lines-inverted':
      return JSON.stringify([{ box_2d: [400, 100, 300, 900], text: DEFAULT_TEXT }])
    case 'lines-empty':
      return '[]'
    default:
      return JSON.stringify(lines)
  }
}

/** How long to wait before answering: `slow-MS` waits MS, `hang` forever (undefined), others not at all. */
export function replyDelay(key: string): number | undefined {
  if (key === 'hang') return undefined
  const slow = /^slow-(\d+)$/.exec(key)
  return slow ? Number(slow[1]) : 0
}

/** The HTTP 200 answer: a transcription, or one of the answers that carry no usable text. */
export function contentReply(key: string, text: string, modelVersion: string): Reply {
  switch (key) {
    case 'blocked':
      return promptBlockedReply(modelVersion)
    case 'safety':
      return candidateReply(modelVersion, 'SAFETY')
    case 'recitation':
      return candidateReply(modelVersion, 'RECITATION')
    case 'max-tokens':
      return candidateReply(modelVersion, 'MAX_TOKENS', text.slice(0, Math.ceil(text.length / 2)))
    case 'empty':
      return candidateReply(modelVersion, 'STOP')
    case 'markdown':
      return candidateReply(modelVersion, 'STOP', `${MARKDOWN_LEAD_IN}\n\n\`\`\`\n${text}\n\`\`\``)
    case 'decomposed':
      return candidateReply(modelVersion, 'STOP', DECOMPOSED_TEXT)
    default:
      return candidateReply(modelVersion, 'STOP', text)
  }
}
