import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/api/client'
import { createQueryClient } from '../src/query-client'

describe('the app’s query client', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean
  const refusal = (status: number, code: string) =>
    new ApiError(status, '', { statusCode: status, code, error: '', message: 'Gemini rejected the API key.' })

  it('shows a refusal at once: a rejected key is not asked about four times', () => {
    expect(retry(0, refusal(400, 'GEMINI_KEY_REJECTED'))).toBe(false)
    expect(retry(0, refusal(404, 'NOT_FOUND'))).toBe(false)
  })

  it('tries a lost connection or a busy server three times more', () => {
    expect([0, 1, 2, 3].map((failures) => retry(failures, new TypeError('Failed to fetch')))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(retry(0, refusal(503, 'BUSY'))).toBe(true)
  })
})
