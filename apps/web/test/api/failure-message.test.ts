import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/client'
import { failureMessage } from '../../src/api/failure-message'

describe('banner messages', () => {
  it('carry the server’s reason, else the prefix and status text, else the error’s message', () => {
    const body = {
      statusCode: 400,
      code: 'X',
      error: 'Bad Request',
      message: 'Gemini rejected the API key. Check the key and try again.',
    }
    expect(failureMessage(new ApiError(400, 'Bad Request', body), 'OCR processing failed: ')).toBe(body.message)
    expect(failureMessage(new ApiError(502, 'Bad Gateway', undefined), 'Upload failed: ')).toBe(
      'Upload failed: Bad Gateway',
    )
    expect(failureMessage(new ApiError(500, '', undefined))).toBe('HTTP 500')
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
  })
})
