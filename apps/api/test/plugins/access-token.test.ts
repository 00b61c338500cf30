import { get } from 'node:http'
import { describe, expect, it } from 'vitest'
import { ACCESS_COOKIE, withoutAccessToken } from '../../src/plugins/access-token'
import { buildTestApp } from '../helpers/build-test-app'

const TOKEN = 'Kq3-token_for.tests~0123'
const withToken = () => buildTestApp({ config: { accessToken: { value: TOKEN, generated: false } } })
const page = { accept: 'text/html,application/xhtml+xml' }

describe('with an access token in force', () => {
  it.each([
    ['GET', '/api/ocr/annotations'],
    ['GET', '/api/health'],
    ['POST', '/api/ocr/save'],
    ['GET', '/assets/app.js'],
    ['GET', '/images/a.png'],
  ] as const)('%s %s without it is refused with a JSON 401', async (method, url) => {
    const { app } = await withToken()
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer')
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'ACCESS_TOKEN_REQUIRED',
      error: 'Unauthorized',
      message: expect.stringContaining('open the link it printed when it started'),
    })
  })

  it.each(['/', '/ocr', '/output/'])('a page (%s) without it shows a short screen pointing at the printed link', async (url) => {
    const { app } = await withToken()
    const response = await app.inject({ method: 'GET', url, headers: page })
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<h1>Access token needed</h1>')
    expect(response.body).toContain('open the link it printed when it started')
    expect(response.body).not.toContain(TOKEN)
  })

  it('the link sets an HttpOnly, SameSite=Strict cookie and leads to the same address without the token', async () => {
    const { app } = await withToken()
    const response = await app.inject({ method: 'GET', url: `/ocr?token=${TOKEN}&x=1`, headers: page })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/ocr?x=1')
    expect(response.headers['set-cookie']).toBe(`${ACCESS_COOKIE}=${TOKEN}; Path=/; HttpOnly; SameSite=Strict`)
    expect((await app.inject({ method: 'GET', url: `/?token=${TOKEN}` })).headers.location).toBe('/')
  })

  it('the link never leads to another server', async () => {
    const { app } = await withToken()
    // Over a real socket: `inject` tidies the path before the server sees it.
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    for (const path of ['/.//attacker.example/', '//attacker.example/', '/x/..//attacker.example/', '/\\attacker.example/']) {
      const location = await new Promise((resolve, reject) => {
        get(`${address}${path}?token=${TOKEN}`, { path: `${path}?token=${TOKEN}` }, (response) => resolve(response.resume().headers.location)).on('error', reject)
      })
      expect(location, path).toMatch(/^\/(?![/\\])/)
    }
  })

  it('a link with a wrong token is refused, and says the token may have changed', async () => {
    const { app } = await withToken()
    const response = await app.inject({ method: 'GET', url: '/?token=not-the-token-at-all', headers: page })
    expect(response.statusCode).toBe(401)
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.body).toContain("is not this server's")
  })

  it('the cookie, or an Authorization: Bearer header, lets requests through', async () => {
    const { app } = await withToken()
    const byCookie = await app.inject({ method: 'GET', url: '/api/ocr/annotations', headers: { cookie: `other=1; ${ACCESS_COOKIE}=${TOKEN}` } })
    expect(byCookie.statusCode).toBe(200)
    const byHeader = await app.inject({ method: 'POST', url: '/api/ocr/export', payload: { annotations: {}, validated_texts: {} }, headers: { authorization: `Bearer ${TOKEN}` } })
    expect(byHeader.statusCode).toBe(200)
    const page = await app.inject({ method: 'GET', url: '/ocr', headers: { cookie: `${ACCESS_COOKIE}=${TOKEN}`, accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
  })

  it.each([
    ['a stale cookie', { cookie: `${ACCESS_COOKIE}=an-older-token-0123456` }],
    ['a wrong Bearer token', { authorization: 'Bearer an-older-token-0123456' }],
    ['the token cut short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token in another cookie', { cookie: `not_${ACCESS_COOKIE}=${TOKEN}` }],
  ])('%s is refused', async (_, headers) => {
    const { app } = await withToken()
    expect((await app.inject({ method: 'GET', url: '/api/ocr/annotations', headers })).statusCode).toBe(401)
  })

  it('cross-origin and foreign-Host checks still apply to a request that carries the token', async () => {
    const { app } = await withToken()
    const auth = { authorization: `Bearer ${TOKEN}` }
    expect((await app.inject({ method: 'POST', url: '/api/ocr/save', payload: {}, headers: { ...auth, origin: 'http://127.0.0.1:9999' } })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { ...auth, host: 'attacker.example' } })).statusCode).toBe(421)
  })
})

describe('without an access token (loopback)', () => {
  it('nothing is asked for', async () => {
    const { app } = await buildTestApp()
    expect((await app.inject({ method: 'GET', url: '/api/ocr/annotations' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/ocr', headers: page })).statusCode).toBe(200)
  })
})

describe('withoutAccessToken', () => {
  it('hides the token of a logged URL and keeps the rest', () => {
    expect(withoutAccessToken(`/?token=${TOKEN}`)).toBe('/?token=[hidden]')
    expect(withoutAccessToken(`/ocr?x=1&token=${TOKEN}&y=2`)).toBe('/ocr?x=1&token=[hidden]&y=2')
    expect(withoutAccessToken('/api/ocr/annotations')).toBe('/api/ocr/annotations')
    expect(withoutAccessToken('/x?a=1&b')).toBe('/x?a=1&b')
  })

  it('hides the token of a parameter whose name is percent-encoded, as the link reads it', () => {
    expect(withoutAccessToken(`/?%74oken=${TOKEN}`)).toBe('/?%74oken=[hidden]')
    expect(withoutAccessToken(`/?x=1&To%6Ben=${TOKEN}#top`)).toBe('/?x=1&To%6Ben=[hidden]')
  })
})
