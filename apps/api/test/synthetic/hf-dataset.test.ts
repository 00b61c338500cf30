import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { hfParquetUrls } from '../../src/synthetic/inputs/hf-parquet-urls'
import { LIMITS } from '../../src/synthetic/limits'
import { publicAddressesOnly } from '../../src/synthetic/public-address'
import { buildTestApp } from '../helpers/build-test-app'
import { csv, startLocalServer, type Handler, type LocalServer } from '../helpers/csv-server'
import { parquetFile } from '../helpers/dataset-files'

const FIRST = ['ଓଡ଼ିଆ ଭାଷା', '', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ']
const SECOND = ['ଶ୍ରୀ ଜଗନ୍ନାଥ।', '   ', 'ପୁରୀ']
const LISTING = '/api/datasets/odia-org/wiki-or/parquet/20231101.or/train'

/** A stand-in for huggingface.co on 127.0.0.1: the listing of a split's Parquet files, and the files. */
async function fakeHub(
  listing: (server: LocalServer) => unknown,
  more: Record<string, Handler> = {},
): Promise<LocalServer> {
  const server: LocalServer = await startLocalServer({
    ...more,
    [LISTING]: (request, response) => csv(JSON.stringify(listing(server)), 'application/json')(request, response),
    [`${LISTING}/0.parquet`]: csv(parquetFile({ id: ['1', '2', '3'], text: FIRST })),
    [`${LISTING}/1.parquet`]: csv(parquetFile({ id: ['4', '5', '6'], text: SECOND })),
  })
  return server
}

async function generateFromHub(hub: LocalServer, extra: Record<string, unknown> = {}) {
  const test = await buildTestApp({ config: { datasetUrlAllowPrivate: true, hfBaseUrl: hub.url('/') } })
  const body = {
    mode: 'huggingface',
    hf_dataset: 'odia-org/wiki-or',
    hf_config: '20231101.or',
    hf_split: 'train',
    ...extra,
  }
  return { test, response: await test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: body }) }
}

const labels = (dataDir: string, result: GenerateResponse) =>
  readFileSync(join(dataDir, result.csv), 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((row) => row.split(',')[1])

describe('a Hugging Face dataset id with config, split and column', () => {
  it("reads the split's Parquet files in turn, numbering rows across them", async () => {
    const hub = await fakeHub((server) => [server.url(`${LISTING}/0.parquet`), server.url(`${LISTING}/1.parquet`)])
    const { test, response } = await generateFromHub(hub)
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(labels(test.dataDir, result)).toEqual(['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।', 'ପୁରୀ'])
    expect(result.skipped_rows).toEqual({
      count: 2,
      rows: [
        { row: 2, reason: 'empty "text" cell' },
        { row: 5, reason: 'empty "text" cell' },
      ],
    })
  })

  it('stops at Max Samples without downloading the later files', async () => {
    let secondAsked = false
    const later: Handler = (request, response) => {
      secondAsked = true
      csv(parquetFile({ text: SECOND }))(request, response)
    }
    const hub = await fakeHub((server) => [server.url(`${LISTING}/0.parquet`), server.url('/later.parquet')], {
      '/later.parquet': later,
    })
    const { test, response } = await generateFromHub(hub, { max_samples: 2 })
    expect(labels(test.dataDir, response.json())).toEqual(['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ'])
    expect(secondAsked).toBe(false)
  })

  it('explains an unknown dataset or split (400) and a listing that is not a list of URLs (502)', async () => {
    const hub = await fakeHub(() => ({ error: 'unexpected' }))
    const unknown = await generateFromHub(hub, { hf_split: 'validation' })
    expect(unknown.response.statusCode).toBe(400)
    expect(unknown.response.json()).toMatchObject({
      code: 'HF_DATASET_NOT_FOUND',
      message:
        'Hugging Face has no Parquet files for odia-org/wiki-or (config "20231101.or", split "validation"): check the dataset id, config and split (a gated or private dataset is not listed).',
    })
    const odd = await generateFromHub(hub)
    expect(odd.response.statusCode).toBe(502)
    expect(odd.response.json().code).toBe('HF_LISTING_UNEXPECTED')
  })

  it('keeps the address policy: a listing pointing at a private address is refused unless allowed', async () => {
    const hub = await fakeHub((server) => [server.url(`${LISTING}/0.parquet`)])
    const test = await buildTestApp({ config: { datasetUrlAllowPrivate: false, hfBaseUrl: hub.url('/') } })
    const body = { mode: 'huggingface', hf_dataset: 'odia-org/wiki-or', hf_config: '20231101.or' }
    const response = await test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: body })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('DATASET_URL_FORBIDDEN')
  })

  it('refuses a dataset id that is not owner/name', async () => {
    const hub = await fakeHub(() => [])
    const { response } = await generateFromHub(hub, { hf_dataset: '../../api/other' })
    expect(response.statusCode).toBe(400)
  })

  it.each([
    ['hf_config', '..', '/api/datasets/odia-org/wiki-or/train'],
    ['hf_config', '.', '/api/datasets/odia-org/wiki-or/parquet/train'],
    ['hf_split', '..', '/api/datasets/odia-org/wiki-or/parquet/'],
    ['hf_split', '.', '/api/datasets/odia-org/wiki-or/parquet/20231101.or/'],
  ])(
    'refuses %s "%s" (400) before asking the Hub: it would read another listing (%s)',
    async (field, value, climbed) => {
      let asked = false
      const hub = await fakeHub(() => [], {
        [climbed]: (request, response) => {
          asked = true
          csv(JSON.stringify([hub.url(`${LISTING}/0.parquet`)]), 'application/json')(request, response)
        },
      })
      const { response } = await generateFromHub(hub, { [field]: value })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'FST_ERR_VALIDATION', message: expect.stringContaining(field) })
      expect(asked).toBe(false)
    },
  )

  it('the listing itself refuses a config or split of "." or "..", whoever calls it', async () => {
    let asked = false
    const hub = await fakeHub(() => {
      asked = true
      return []
    })
    for (const ref of [
      { config: '..', split: 'train' },
      { config: 'default', split: '.' },
    ]) {
      const listing = hfParquetUrls(
        { dataset: 'odia-org/wiki-or', ...ref },
        hub.url('/'),
        new AbortController().signal,
        publicAddressesOnly,
        LIMITS,
      )
      await expect(listing).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_HF_NAME' })
    }
    expect(asked).toBe(false)
  })
})
