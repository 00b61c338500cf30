import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8000 with data under the repository', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 8000, host: '127.0.0.1', logLevel: 'info', geminiBaseUrl: undefined })
    expect(config.dataDir).toBe(join(repoRoot, 'data'))
    expect(config.webDir).toBe(join(repoRoot, 'apps/web/dist'))
  })

  it('takes every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9123',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/odia',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      port: 9123,
      host: '0.0.0.0',
      dataDir: '/tmp/odia',
      geminiBaseUrl: 'http://127.0.0.1:9999',
      logLevel: 'warn',
    })
  })

  it('defaults the OCR settings and takes them from the environment', () => {
    expect(loadConfig({})).toMatchObject({
      uploadMaxBytes: 50 * 1024 * 1024,
      geminiModel: 'gemini-flash-latest',
      geminiTimeoutMs: 120_000,
      geminiRetryBaseMs: 1000,
      ocrConcurrency: 4,
    })
    expect(
      loadConfig({
        UPLOAD_MAX_BYTES: '1000',
        GEMINI_MODEL: 'gemini-2.5-pro',
        GEMINI_TIMEOUT_MS: '5000',
        GEMINI_RETRY_BASE_MS: '5',
        OCR_CONCURRENCY: '8',
      }),
    ).toMatchObject({
      uploadMaxBytes: 1000,
      geminiModel: 'gemini-2.5-pro',
      geminiTimeoutMs: 5000,
      geminiRetryBaseMs: 5,
      ocrConcurrency: 8,
    })
  })

  it('resolves a relative DATA_DIR against the repository root', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toBe(join(repoRoot, 'var/data'))
  })

  it('reads the synthetic generator settings', () => {
    expect(loadConfig({})).toMatchObject({ fontsDir: undefined, renderWorkers: expect.any(Number) })
    expect(loadConfig({ FONTS_DIR: 'my-fonts', RENDER_WORKERS: '3' })).toMatchObject({
      fontsDir: join(repoRoot, 'my-fonts'),
      renderWorkers: 3,
    })
  })

  it('on loopback asks for no access token', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) expect(loadConfig({ HOST }).accessToken).toBeUndefined()
  })

  it('beyond loopback makes an access token, a new one at each start, unless ACCESS_TOKEN sets one', () => {
    const first = loadConfig({ HOST: '0.0.0.0' }).accessToken
    expect(first).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), generated: true })
    expect(loadConfig({ HOST: '192.168.1.20' }).accessToken?.value).not.toBe(first?.value)
    const set = 'a-team-token-of-sixteen'
    expect(loadConfig({ HOST: '0.0.0.0', ACCESS_TOKEN: set }).accessToken).toEqual({ value: set, generated: false })
    // Behind a reverse proxy on loopback, a token set is still asked for.
    expect(loadConfig({ ACCESS_TOKEN: set }).accessToken).toEqual({ value: set, generated: false })
  })

  it('answers no other host names by default, and reads ALLOWED_HOSTS as a comma-separated list of names and addresses', () => {
    expect(loadConfig({}).allowedHosts).toEqual([])
    expect(loadConfig({ ALLOWED_HOSTS: ' Tools.Example.org, 10.0.0.5,fd00::5 ,' }).allowedHosts).toEqual([
      'tools.example.org',
      '10.0.0.5',
      '[fd00::5]',
    ])
  })

  it('never puts a rejected ACCESS_TOKEN in its message', () => {
    expect(() => loadConfig({ ACCESS_TOKEN: 'short-secret' })).toThrow(/ACCESS_TOKEN/)
    expect(() => loadConfig({ ACCESS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/)
  })

  it('refuses private dataset URLs unless DATASET_URL_ALLOW_PRIVATE is true', () => {
    expect(loadConfig({}).datasetUrlAllowPrivate).toBe(false)
    expect(loadConfig({ DATASET_URL_ALLOW_PRIVATE: 'false' }).datasetUrlAllowPrivate).toBe(false)
    expect(loadConfig({ DATASET_URL_ALLOW_PRIVATE: 'true' }).datasetUrlAllowPrivate).toBe(true)
  })

  it.each([
    [{ HOST: 'http://example.org' }, /HOST "http:\/\/example.org" is not a host name/],
    [{ ALLOWED_HOSTS: 'ok.example,example.org:8000' }, /ALLOWED_HOSTS entry "example.org:8000" is not a host name/],
    [{ ACCESS_TOKEN: 'has spaces and is long enough' }, /ACCESS_TOKEN/],
    [{ RENDER_WORKERS: '0' }, /RENDER_WORKERS/],
    [{ RENDER_WORKERS: 'many' }, /RENDER_WORKERS/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ GEMINI_BASE_URL: 'ftp://x' }, /GEMINI_BASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ UPLOAD_MAX_BYTES: '0' }, /UPLOAD_MAX_BYTES/],
    [{ UPLOAD_MAX_BYTES: '50MB' }, /UPLOAD_MAX_BYTES/],
    [{ GEMINI_MODEL: '../models' }, /GEMINI_MODEL/],
    [{ GEMINI_TIMEOUT_MS: '10' }, /GEMINI_TIMEOUT_MS/],
    [{ GEMINI_RETRY_BASE_MS: '-1' }, /GEMINI_RETRY_BASE_MS/],
    [{ OCR_CONCURRENCY: '1000' }, /OCR_CONCURRENCY/],
    [{ DATASET_URL_ALLOW_PRIVATE: 'yes' }, /DATASET_URL_ALLOW_PRIVATE/],
  ])('rejects %j with a message naming the setting', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(pattern)
  })
})
