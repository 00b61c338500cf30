import { get } from 'node:http'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { withoutAccessToken } from '../../src/plugins/access-token'
import { buildTestApp } from '../helpers/build-test-app'

const TOKEN = 'Kq3-token_for.tests~0123'
const withToken = () => buildTestApp({ config: { accessToken: { value: TOKEN, generated: false } } })
const page = { accept: 'text/html,application/xhtml+xml' }

/** The cookie (`name=value`) that the link sets for a browser addressing `host`. */
async function linkCookie(app: App, host = 'localhost'): Promise<string> {
  const opened = await app.inject({ method: 'GET', url: `/?token=${TOKEN}`, headers: { host } })
  return String(opened.headers['set-cookie']).split(';')[0]!
}

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

  it.each(['/', '/ocr', '/output/'])(
    'a page (%s) without it shows a short screen pointing at the printed link',
    async (url) => {
      const { app } = await withToken()
      const response = await app.inject({ method: 'GET', url, headers: page })
      expect(response.statusCode).toBe(401)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain('<h1>Access token needed</h1>')
      expect(response.body).toContain('open the link it printed when it started')
      expect(response.body).not.toContain(TOKEN)
    },
  )

  it('the link sets an HttpOnly, SameSite=Strict cookie named for the port, not holding the token, and leads to the same address without it', async () => {
    const { app } = await withToken()
    const response = await app.inject({ method: 'GET', url: `/ocr?token=${TOKEN}&x=1`, headers: page })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/ocr?x=1')
    expect(response.headers['set-cookie']).toMatch(/^odia_token_80=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/)
    expect(response.headers['set-cookie']).not.toContain(TOKEN)
    expect((await app.inject({ method: 'GET', url: `/?token=${TOKEN}` })).headers.location).toBe('/')
  })

  it('the link never leads to another server', async () => {
    const { app } = await withToken()
    // Over a real socket: `inject` tidies the path before the server sees it.
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    for (const path of [
      '/.//attacker.example/',
      '//attacker.example/',
      '/x/..//attacker.example/',
      '/\\attacker.example/',
    ]) {
      const location = await new Promise((resolve, reject) => {
        get(`${address}${path}?token=${TOKEN}`, { path: `${path}?token=${TOKEN}` }, (response) =>
          resolve(response.resume().headers.location),
        ).on('error', reject)
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
    const cookie = await linkCookie(app)
    const byCookie = await app.inject({
      method: 'GET',
      url: '/api/ocr/annotations',
      headers: { cookie: `other=1; ${cookie}` },
    })
    expect(byCookie.statusCode).toBe(200)
    const byHeader = await app.inject({
      method: 'POST',
      url: '/api/ocr/export',
      payload: { annotations: {}, validated_texts: {} },
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(byHeader.statusCode).toBe(200)
    const page = await app.inject({ method: 'GET', url: '/ocr', headers: { cookie, accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
  })

  it.each([
    ['a stale cookie', { cookie: 'odia_token_80=an-older-cookie-0123456' }],
    ['a wrong Bearer token', { authorization: 'Bearer an-older-token-0123456' }],
    ['the token cut short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['the token itself as the cookie', { cookie: `odia_token_80=${TOKEN}` }],
    ['the token in the cookie of earlier versions', { cookie: `odia_ai_access=${TOKEN}` }],
  ])('%s is refused', async (_, headers) => {
    const { app } = await withToken()
    expect((await app.inject({ method: 'GET', url: '/api/ocr/annotations', headers })).statusCode).toBe(401)
  })

  it("a cookie the link set for another port of the host is refused, under its own name or this port's", async () => {
    const { app } = await withToken()
    const other = await linkCookie(app, 'localhost:9000')
    expect(other).toMatch(/^odia_token_9000=/)
    const renamed = other.replace('odia_token_9000', 'odia_token_8000')
    for (const cookie of [other, renamed]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/ocr/annotations',
        headers: { host: 'localhost:8000', cookie },
      })
      expect(response.statusCode, cookie).toBe(401)
    }
    const own = await linkCookie(app, 'localhost:8000')
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/ocr/annotations',
          headers: { host: 'localhost:8000', cookie: `${other}; ${own}` },
        })
      ).statusCode,
    ).toBe(200)
  })

  it('over a real socket, the link lets a browser in with the cookie of the port it listens on', async () => {
    const { app } = await withToken()
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const opened = await fetch(`${address}/ocr?token=${TOKEN}`, { redirect: 'manual', headers: page })
    expect(opened.status).toBe(303)
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!
    expect(cookie.startsWith(`odia_token_${new URL(address).port}=`)).toBe(true)
    expect(cookie).not.toContain(TOKEN)
    const next = await fetch(new URL(opened.headers.get('location')!, address), { headers: { ...page, cookie } })
    expect(next.status).toBe(200)
    expect(await next.text()).toContain('<div id="root">')
    expect((await fetch(`${address}/api/ocr/annotations`, { headers: { cookie } })).status).toBe(200)
  })

  it('cross-origin and foreign-Host checks still apply to a request that carries the token', async () => {
    const { app } = await withToken()
    const auth = { authorization: `Bearer ${TOKEN}` }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/ocr/save',
          payload: {},
          headers: { ...auth, origin: 'http://127.0.0.1:9999' },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: '/api/health', headers: { ...auth, host: 'attacker.example' } }))
        .statusCode,
    ).toBe(421)
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
