import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

describe('security headers', () => {
  it.each([
    ['a page', { url: '/ocr', headers: { accept: 'text/html' } }, 200],
    ['an asset', { url: '/assets/app.js' }, 200],
    ['an API answer', { url: '/api/ocr/annotations' }, 200],
    ['a JSON 404', { url: '/api/nope' }, 404],
    [
      'a refused cross-origin write',
      { url: '/api/ocr/save', method: 'POST', headers: { origin: 'http://127.0.0.1:9999' } },
      403,
    ],
    ['a refused Host', { url: '/', headers: { host: 'attacker.example' } }, 421],
  ] as const)('are on %s', async (_, request, status) => {
    const { app } = await buildTestApp()
    const response = await app.inject({ method: 'GET', ...request })
    expect(response.statusCode).toBe(status)
    const csp = String(response.headers['content-security-policy'])
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp.split(';')).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    })
    // Plain HTTP: a LAN address must not be told to switch to HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })
})
