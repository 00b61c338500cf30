import { hostname } from 'node:os'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

const get = async (host: string, config = {}, url = '/api/ocr/annotations') => {
  const { app } = await buildTestApp({ config })
  return app.inject({ method: 'GET', url, headers: { host } })
}

describe('the Host a request names', () => {
  it.each([
    'localhost:8000',
    'localhost',
    '127.0.0.1:8000',
    '127.0.0.2',
    '[::1]:8000',
    'LOCALHOST:8000',
    'localhost.:8000',
  ])('%s is answered', async (host) => {
    expect((await get(host)).statusCode).toBe(200)
  })

  it.each([
    'attacker.example:8000',
    'attacker.example',
    'localhost.attacker.example',
    '127.0.0.1.nip.io:8000',
    '192.168.1.20:8000',
    '[::2]:8000',
  ])('%s is refused with 421 before any route runs (DNS rebinding)', async (host) => {
    for (const url of ['/api/ocr/annotations', '/ocr', '/images/x.png', '/output/']) {
      const response = await get(host, {}, url)
      expect(response.statusCode, url).toBe(421)
      expect(response.json()).toEqual({
        statusCode: 421,
        code: 'UNKNOWN_HOST',
        error: 'Misdirected Request',
        message: expect.stringMatching(/^This server does not answer to the host name ".+"\. .*ALLOWED_HOSTS/),
      })
    }
  })

  it('a write with a foreign Host is refused and stores nothing', async () => {
    const { app } = await buildTestApp()
    const response = await app.inject({
      method: 'POST',
      url: '/api/ocr/save',
      payload: { 'a.png': { validated_text: 'x' } },
      headers: { host: 'attacker.example:8000' },
    })
    expect(response.statusCode).toBe(421)
  })

  it('the configured HOST and ALLOWED_HOSTS are answered; only they', async () => {
    const config = { host: '192.168.1.20', allowedHosts: ['tools.example.org', '[fd00::5]'] }
    for (const host of ['192.168.1.20:8000', 'tools.example.org', 'Tools.Example.Org:443', '[fd00::5]:8000'])
      expect((await get(host, config)).statusCode, host).toBe(200)
    for (const host of ['192.168.1.21:8000', 'other.example.org'])
      expect((await get(host, config)).statusCode, host).toBe(421)
  })

  it.skipIf(hostname() === 'localhost')(
    "with an access token in force, the machine's own name is answered too",
    async () => {
      const own = `${hostname()}:8000`
      expect((await get(own)).statusCode).toBe(421)
      const response = await get(own, {
        host: '0.0.0.0',
        accessToken: { value: 'a-token-of-sixteen-chars', generated: false },
      })
      expect(response.statusCode).toBe(401)
    },
  )
})
