import { exportCsv, getAnnotations, getImage, saveAnnotation } from '@odia-ai/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, buildUrl, call, callForBlob } from '../src/api/client'

const requests: Array<{ url: string; init: RequestInit }> = []

function answer(status: number, body: string, contentType = 'application/json', statusText = '') {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return new Response(body, { status, statusText, headers: { 'content-type': contentType } })
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  requests.length = 0
})

describe('typed API client', () => {
  it('builds URLs from the route definition, encoding params', () => {
    expect(buildUrl(getImage.url, { name: 'ପୃଷ୍ଠା 1.png' }, { thumb: true })).toBe(
      '/images/%E0%AC%AA%E0%AD%83%E0%AC%B7%E0%AD%8D%E0%AC%A0%E0%AC%BE%201.png?thumb=true',
    )
    expect(buildUrl(getImage.url, { name: '../x' })).toBe('/images/..%2Fx')
  })

  it('sends the JSON body with the route method and returns the typed answer', async () => {
    answer(200, JSON.stringify({ saved: { 'a.png': { extracted_text: '', validated_text: 'ଓଡ଼ିଆ' } } }))
    const result = await call(saveAnnotation, { body: { 'a.png': { validated_text: 'ଓଡ଼ିଆ' } } })
    expect(result.saved['a.png']?.validated_text).toBe('ଓଡ଼ିଆ')
    expect(requests[0]?.url).toBe('/api/ocr/save')
    expect(requests[0]?.init.method).toBe('POST')
    expect(JSON.parse(requests[0]?.init.body as string)).toEqual({ 'a.png': { validated_text: 'ଓଡ଼ିଆ' } })
  })

  it('carries the server message of an error answer', async () => {
    answer(
      400,
      JSON.stringify({ statusCode: 400, code: 'X', error: 'Bad Request', message: 'Gemini rejected the API key' }),
      'application/json',
      'Bad Request',
    )
    const failure = await call(getAnnotations, {}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toBe('Gemini rejected the API key')
    expect((failure as ApiError).statusText).toBe('Bad Request')
  })

  it('falls back to the status text when the error has no JSON message', async () => {
    answer(502, '<html>bad gateway</html>', 'text/html', 'Bad Gateway')
    await expect(call(getAnnotations, {})).rejects.toThrow('Bad Gateway')
  })

  it('returns a file answer as a Blob', async () => {
    answer(200, 'image_filename,extracted_text,validated_text\r\n', 'text/csv')
    const blob = await callForBlob(exportCsv, { body: { annotations: {}, validated_texts: {} } })
    expect(await blob.text()).toBe('image_filename,extracted_text,validated_text\r\n')
  })
})
