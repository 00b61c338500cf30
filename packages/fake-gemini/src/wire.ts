/** Bodies in the shapes the Gemini API answers with, so the real SDK parses them as it would Google's. */

export const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo'
export const QUOTA_FAILURE = 'type.googleapis.com/google.rpc.QuotaFailure'
export const RETRY_INFO = 'type.googleapis.com/google.rpc.RetryInfo'

export interface Reply {
  status: number
  body: unknown
  /** Sent as is with `text/html` instead of JSON (a proxy's error page). */
  html?: string
}

export const apiError = (code: number, status: string, message: string, details: unknown[] = []): Reply => ({
  status: code,
  body: { error: { code, message, status, ...(details.length > 0 ? { details } : {}) } },
})

export const errorInfo = (reason: string) => ({
  '@type': ERROR_INFO,
  reason,
  domain: 'googleapis.com',
  metadata: { service: 'generativelanguage.googleapis.com' },
})

export const quotaExceeded = (quotaId: string, retryDelay: string): Reply =>
  apiError(
    429,
    'RESOURCE_EXHAUSTED',
    `You exceeded your current quota, please check your plan and billing details. Please retry in ${retryDelay}.`,
    [
      {
        '@type': QUOTA_FAILURE,
        violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests', quotaId }],
      },
      { '@type': RETRY_INFO, retryDelay },
    ],
  )

const usage = (promptTokenCount: number, candidatesTokenCount: number) => ({
  promptTokenCount,
  candidatesTokenCount,
  totalTokenCount: promptTokenCount + candidatesTokenCount,
})

export const candidateReply = (modelVersion: string, finishReason: string, text?: string): Reply => ({
  status: 200,
  body: {
    candidates: [
      {
        content: { role: 'model', parts: text === undefined ? [] : [{ text }] },
        finishReason,
        index: 0,
        ...(finishReason === 'SAFETY'
          ? { safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true }] }
          : {}),
      },
    ],
    usageMetadata: usage(260, text === undefined ? 0 : [...text].length),
    modelVersion,
    responseId: 'fake-response',
  },
})

export const promptBlockedReply = (modelVersion: string): Reply => ({
  status: 200,
  body: {
    promptFeedback: {
      blockReason: 'SAFETY',
      safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH', blocked: true }],
    },
    usageMetadata: usage(260, 0),
    modelVersion,
  },
})
