import { AppError } from '../../../errors'

/** What to do about one failed Gemini call (see GEMINI.md, "How to classify"). */
export type Classified =
  | { action: 'stop'; error: AppError }
  | { action: 'fail-image'; reason: string }
  | { action: 'retry'; reason: string; rateLimited: boolean; retryDelayMs?: number }

interface ErrorDetail {
  '@type'?: string
  reason?: string
  violations?: Array<{ quotaId?: string }>
  retryDelay?: string
}

interface ErrorBody {
  error?: { message?: string; status?: string; details?: ErrorDetail[] }
}

const parseBody = (message: string): ErrorBody['error'] => {
  try {
    return (JSON.parse(message) as ErrorBody).error
  } catch {
    return undefined
  }
}

const seconds = (delay: string | undefined): number | undefined => {
  const match = delay && /^(\d+(?:\.\d+)?)s$/.exec(delay)
  return match ? Number(match[1]) * 1000 : undefined
}

export const KEY_REJECTED = 'Gemini rejected the API key. Check the key and try again.'

/**
 * Classifies a failed call from its HTTP status (undefined for a timeout or network error) and the
 * SDK's error message, which holds the JSON error body. `model` names the model in the message.
 */
export function classifyGeminiError(status: number | undefined, message: string, model: string): Classified {
  const body = parseBody(message)
  const details = body?.details ?? []
  const reasons = details.map((detail) => detail.reason)
  if (status === 400 && reasons.includes('API_KEY_INVALID'))
    return { action: 'stop', error: new AppError(400, 'GEMINI_KEY_REJECTED', KEY_REJECTED) }
  if (status === 401 || status === 403) {
    return {
      action: 'stop',
      error: new AppError(
        403,
        'GEMINI_PERMISSION_DENIED',
        'Gemini refused this key: it may be suspended or the Generative Language API is not enabled for its project. Check the key in Google AI Studio, or use another key.',
      ),
    }
  }
  if (status === 400 && body?.status === 'FAILED_PRECONDITION') {
    return {
      action: 'stop',
      error: new AppError(
        403,
        'GEMINI_UNAVAILABLE',
        "Gemini is not available for this key's region or billing setup. Check billing in Google AI Studio, or use another key.",
      ),
    }
  }
  if (status === 404)
    return {
      action: 'stop',
      error: new AppError(
        400,
        'GEMINI_MODEL_NOT_FOUND',
        `Gemini has no model named ${model} for this key. Choose another model.`,
      ),
    }
  if (status === 429) {
    const quotaIds = details.flatMap((detail) => detail.violations ?? []).map((violation) => violation.quotaId ?? '')
    if (quotaIds.some((id) => /PerDay/i.test(id))) {
      return {
        action: 'stop',
        error: new AppError(
          429,
          'GEMINI_DAILY_QUOTA',
          "The key's daily Gemini quota is used up. Finished images were kept; try again tomorrow or use another key.",
        ),
      }
    }
    const retryDelayMs = seconds(details.find((detail) => detail.retryDelay)?.retryDelay)
    return {
      action: 'retry',
      reason: 'Gemini kept answering "too many requests"; try again in a minute.',
      rateLimited: true,
      ...(retryDelayMs === undefined ? {} : { retryDelayMs }),
    }
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return { action: 'fail-image', reason: `Gemini could not use this image: ${body?.message ?? `HTTP ${status}`}` }
  }
  const what = status === undefined ? 'did not answer in time' : `was unavailable (HTTP ${status})`
  return { action: 'retry', reason: `Gemini ${what}; try this image again later.`, rateLimited: false }
}
