import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { readDatasetTexts } from '../../src/synthetic/inputs/dataset-texts'
import { datasetDownloadUrl } from '../../src/synthetic/inputs/dataset-url'
import { LIMITS } from '../../src/synthetic/limits'
import { datasetAddressPolicy, publicAddressesOnly, type AddressPolicy } from '../../src/synthetic/public-address'
import { buildTestApp } from '../helpers/build-test-app'
import { csv, startLocalServer, type Handler } from '../helpers/csv-server'

const GOOD_CSV =
  '\uFEFFid,text,note\n1,ଓଡ଼ିଆ ଭାଷା,plain\n2,"କ୍ଷେତ୍ର, ""ଶ୍ରୀ""",quoted\n3,,empty\n4,"ପ୍ରଥମ ଧାଡ଼ି\nଦ୍ୱିତୀୟ ଧାଡ଼ି",multi-line\n5,କ\u0B47\u0B3E,decomposed\n'

/** Streams `rows` CSV rows slowly and records how many it managed to send before the client hung up. */
function endlessCsv(sent: { rows: number; closed: boolean }): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' })
    response.write('text\n')
    const timer = setInterval(() => {
      if (response.destroyed) return
      for (let i = 0; i < 50; i++) response.write(`ଧାଡ଼ି ${sent.rows++}\n`)
    }, 5)
    response.on('close', () => {
      sent.closed = true
      clearInterval(timer)
    })
  }
}

/** Generates from a dataset URL; the CSVs are served from 127.0.0.1, so private addresses are allowed unless `allowPrivate` is false. */
async function generateFrom(url: string, extra: Record<string, unknown> = {}, allowPrivate = true) {
  const test = await buildTestApp({ config: { datasetUrlAllowPrivate: allowPrivate } })
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/synthetic/generate',
    payload: { mode: 'huggingface', dataset_url: url, ...extra },
  })
  return { test, response }
}

describe('huggingface mode (dataset CSV at a URL)', () => {
  it('reads the column with BOM, quotes and embedded newlines, skips empty cells, labels in NFC', async () => {
    const server = await startLocalServer({ '/data.csv': csv(GOOD_CSV) })
    const { test, response } = await generateFrom(server.url('/data.csv'))
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(result.files).toHaveLength(4)
    expect(result.skipped).toEqual([{ reason: 'empty "text" cell', count: 1 }])
    const metadata = readFileSync(join(test.dataDir, result.csv), 'utf8')
    expect(metadata).toContain('images/000002.png,"କ୍ଷେତ୍ର, ""ଶ୍ରୀ""",huggingface')
    expect(metadata).toContain('images/000003.png,ପ୍ରଥମ ଧାଡ଼ି ଦ୍ୱିତୀୟ ଧାଡ଼ି,')
    expect(metadata).toContain('images/000004.png,କୋ,')
  })

  it('uses the Text Column asked for and takes at most Max Samples rows', async () => {
    const server = await startLocalServer({ '/data.csv': csv(GOOD_CSV) })
    const { response } = await generateFrom(server.url('/data.csv'), { text_column: 'note', max_samples: 2 })
    expect(response.json<GenerateResponse>().files).toHaveLength(2)
  })

  it('draws the rows in another style when one is chosen', async () => {
    const server = await startLocalServer({ '/data.csv': csv(GOOD_CSV) })
    const { response } = await generateFrom(server.url('/data.csv'), {
      max_samples: 2,
      dataset_style: 'ultra-realistic',
    })
    const files = response.json<GenerateResponse>().files
    expect(files).toHaveLength(2 * 5)
    expect(files.every((file) => file.endsWith('.jpg'))).toBe(true)
  })

  it('stops downloading once Max Samples rows are taken', async () => {
    const sent = { rows: 0, closed: false }
    const server = await startLocalServer({ '/endless.csv': endlessCsv(sent) })
    const { response } = await generateFrom(server.url('/endless.csv'), { max_samples: 30 })
    expect(response.statusCode).toBe(200)
    expect(response.json<GenerateResponse>().files).toHaveLength(30)
    await expect.poll(() => sent.closed).toBe(true)
    expect(sent.rows).toBeLessThan(5000)
  })

  it('names the available columns when the Text Column is missing', async () => {
    const server = await startLocalServer({ '/data.csv': csv(GOOD_CSV) })
    const { response } = await generateFrom(server.url('/data.csv'), { text_column: 'sentence' })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('The dataset has no column "sentence". Its columns are: id, text, note.')
  })

  it.each([
    ['a 404', '/missing.csv', 502, /not found \(404\)/],
    ['an HTML page', '/page', 400, /answered a web page, not a CSV file/],
    ['an HTML page sent as text/plain', '/disguised', 400, /answered a web page/],
    ['a JSON answer', '/data.json', 400, /answered application\/json, not a CSV file/],
    ['a binary file', '/blob.csv', 400, /binary file/],
    ['a malformed CSV', '/broken.csv', 400, /could not be read/],
    ['a column with no text', '/blank.csv', 400, /has no text to render/],
    ['a redirect loop', '/loop', 502, /more than 5 redirects/],
  ])('explains %s', async (_case, path, status, message) => {
    const server = await startLocalServer({
      '/page': csv('<!doctype html><title>Dataset</title>', 'text/html'),
      '/disguised': csv('<html><body>sign in</body></html>', 'text/plain'),
      '/data.json': csv('{"text":"କ"}', 'application/json'),
      '/blob.csv': csv('text\n\u0000\u0001\u0002'),
      '/broken.csv': csv('text,other\n"unterminated,1\n'),
      '/blank.csv': csv('text\n""\n   \n'),
      '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
    })
    const { response } = await generateFrom(server.url(path))
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toMatch(message)
  })

  it('follows a few redirects to the CSV', async () => {
    const server = await startLocalServer({
      '/a': (_request, response) => response.writeHead(301, { location: '/b' }).end(),
      '/b': (_request, response) => response.writeHead(302, { location: '/data.csv' }).end(),
      '/data.csv': csv(GOOD_CSV),
    })
    const { response } = await generateFrom(server.url('/a'))
    expect(response.json<GenerateResponse>().files).toHaveLength(4)
  })

  it('explains an unreachable server', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const { response } = await generateFrom(`http://127.0.0.1:${port}/data.csv`)
    expect(response.statusCode).toBe(502)
    expect(response.json().message).toBe(
      `Could not download the dataset from http://127.0.0.1:${port}: nothing answers at that address (connection refused).`,
    )
  })

  it.each([
    ['ftp://example.org/data.csv', /must start with http:\/\/ or https:\/\//],
    ['file:///etc/passwd', /must start with http:\/\/ or https:\/\//],
    ['not a url', /is not a URL/],
  ])('refuses the URL %s', async (url, message) => {
    const { response } = await generateFrom(url)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
  })

  it('stops a download over the size cap or the time limit', async () => {
    const sent = { rows: 0, closed: false }
    const server = await startLocalServer({
      '/endless.csv': endlessCsv(sent),
      '/silent.csv': () => undefined,
    })
    const never = new AbortController().signal
    const request = (path: string) => ({ url: server.url(path), column: 'text', maxSamples: undefined })
    const local = datasetAddressPolicy(true)
    await expect(
      readDatasetTexts(request('/endless.csv'), never, local, { ...LIMITS, datasetBytes: 4096 }),
    ).rejects.toThrow('The dataset is larger than 4 KB: set Max Samples to read only its first rows.')
    await expect(
      readDatasetTexts(request('/silent.csv'), never, local, { ...LIMITS, datasetTimeoutMs: 300 }),
    ).rejects.toThrow(/no answer within 0.3 s/)
  })
})

describe('dataset URLs on loopback and private networks', () => {
  const WHY =
    'the server only downloads public datasets. To allow a mirror on your own network, start the server (or pnpm synth) with DATASET_URL_ALLOW_PRIVATE=true.'

  it('refuses a host name that resolves to a loopback address, before any request reaches it', async () => {
    let requests = 0
    const server = await startLocalServer({
      '/data.csv': (request, response) => {
        requests++
        csv(GOOD_CSV)(request, response)
      },
    })
    const { response } = await generateFrom(server.url('/data.csv').replace('127.0.0.1', 'localhost'), {}, false)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('DATASET_URL_FORBIDDEN')
    expect(response.json().message).toMatch(
      /^The dataset URL's host localhost resolves to (127\.0\.0\.1|::1), a loopback address; the server only/,
    )
    expect(response.json().message).toContain(WHY)
    expect(requests).toBe(0)
  })

  it.each([
    ['http://127.0.0.1:8000/data.csv', '127.0.0.1 is a loopback address'],
    ['http://0x7f.1/data.csv', '127.0.0.1 is a loopback address'],
    ['http://2130706433/data.csv', '127.0.0.1 is a loopback address'],
    ['http://[::1]:8000/data.csv', '[::1] is a loopback address'],
    ['http://[::ffff:127.0.0.1]:8000/data.csv', '[::ffff:7f00:1] is a loopback address'],
    ['http://[::127.0.0.1]:8000/data.csv', '[::7f00:1] is a loopback address'],
    ['http://[::10.0.0.5]/data.csv', '[::a00:5] is a private network address'],
    ['http://[64:ff9b::127.0.0.1]/data.csv', '[64:ff9b::7f00:1] is a special-purpose address (rfc6052)'],
    ['http://0.0.0.0:8000/data.csv', '0.0.0.0 is an unspecified address (it reaches this machine)'],
    ['http://192.168.1.20/data.csv', '192.168.1.20 is a private network address'],
    ['http://[fd00::2]/data.csv', '[fd00::2] is a unique-local (private network) address'],
    ['http://100.64.1.1/data.csv', '100.64.1.1 is a carrier-grade NAT (shared) address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a cloud metadata address'],
  ])('refuses %s with 400 saying why', async (url, why) => {
    const { response } = await generateFrom(url, {}, false)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'DATASET_URL_FORBIDDEN',
      message: `The dataset URL's host ${why}; ${WHY}`,
    })
  })

  it.each([
    [
      'a host name',
      'localhost',
      /^The dataset URL redirected to http:\/\/localhost:\d+, whose host localhost resolves to (127\.0\.0\.1|::1), a loopback address; /,
    ],
    [
      'an IPv4-mapped address',
      '[::ffff:127.0.0.1]',
      /^The dataset URL redirected to http:\/\/\[::ffff:7f00:1\]:\d+, whose host \[::ffff:7f00:1\] is a loopback address; /,
    ],
  ])(
    'checks every redirect hop again: a redirect to %s rebound to loopback is refused',
    async (_case, host, message) => {
      // The policy lets the first hop through, as if its host were public, until that hop is answered; then the
      // same name looks up to a loopback address (DNS rebinding). The redirect's new connection must be checked again.
      let rebound = false
      const policy: AddressPolicy = (address) => (rebound ? publicAddressesOnly(address) : undefined)
      let reached = false
      const target = await startLocalServer({
        '/data.csv': (request, response) => {
          reached = true
          csv(GOOD_CSV)(request, response)
        },
      })
      const first = await startLocalServer({
        '/start': (_request, response) => {
          rebound = true
          response.writeHead(302, { location: target.url('/data.csv').replace('127.0.0.1', host) }).end()
        },
      })
      const request = {
        url: first.url('/start').replace('127.0.0.1', 'localhost'),
        column: 'text',
        maxSamples: undefined,
      }
      await expect(readDatasetTexts(request, new AbortController().signal, policy)).rejects.toThrow(message)
      expect(reached).toBe(false)
    },
  )

  it('names the port of a URL on a port downloads never use', async () => {
    const { response } = await generateFrom('http://127.0.0.1:6000/data.csv')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'Could not download the dataset from http://127.0.0.1:6000: port 6000 belongs to another protocol, and downloads never use it (a "bad port" of the Fetch standard).',
    )
  })
})

describe('datasetDownloadUrl', () => {
  it('turns a Hugging Face file page into its download URL', () => {
    expect(datasetDownloadUrl('https://huggingface.co/datasets/org/odia/blob/main/train.csv').href).toBe(
      'https://huggingface.co/datasets/org/odia/resolve/main/train.csv',
    )
    expect(datasetDownloadUrl('http://127.0.0.1:8080/blob/x.csv').pathname).toBe('/blob/x.csv')
  })
})
