import { describe, expect, it } from 'vitest'
import { buildTestApp, TEST_INDEX_HTML } from '../helpers/build-test-app'

const html = { accept: 'text/html,application/xhtml+xml' }

describe('web app and SPA fallback', () => {
  it.each(['/', '/ocr', '/synthetic', '/anything/deep?x=1'])('serves index.html for the page %s', async (url) => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', url, headers: html })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toBe(TEST_INDEX_HTML)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('serves built assets as files', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('console.log("app")')
  })

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/ocr/nothing'],
    ['GET', '/output/none'],
    ['GET', '/assets/missing.js'],
    ['POST', '/ocr'],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method, url, headers: html })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: `No such endpoint: ${method} ${url}`,
    })
  })

  it('does not serve files outside the web build', async () => {
    const { app } = await buildTestApp()
    for (const url of ['/../data/odia-ai-tools.sqlite', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fdata']) {
      const response = await app.inject({ method: 'GET', url })
      if (response.statusCode === 200) expect(response.body, url).toBe(TEST_INDEX_HTML)
      else expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
    }
  })

  it('says how to build when the web app is missing', async () => {
    const { app } = await buildTestApp({ withWeb: false })
    const response = await app.inject({ method: 'GET', url: '/ocr', headers: html })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toMatch(/not built yet/)
  })
})
