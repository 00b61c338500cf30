import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { csv, startLocalServer } from '../helpers/csv-server'
import { jsonLines, parquetFile } from '../helpers/dataset-files'

const TEXTS = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']
const PARAGRAPH = 'ଓଡ଼ିଶା ଭାରତର ପୂର୍ବ ଉପକୂଳରେ ଅବସ୍ଥିତ ଏକ ରାଜ୍ୟ। ଭୁବନେଶ୍ୱର ଓଡ଼ିଶାର ରାଜଧାନୀ ଏବଂ ମନ୍ଦିରମାଳିନୀ ନଗରୀ ଭାବେ ପରିଚିତ।'

/** Generates from a dataset URL served on 127.0.0.1 (private addresses allowed, as for a mirror). */
async function generateFrom(url: string, extra: Record<string, unknown> = {}) {
  const test = await buildTestApp({ config: { datasetUrlAllowPrivate: true } })
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/synthetic/generate',
    payload: { mode: 'huggingface', dataset_url: url, ...extra },
  })
  return { test, response }
}

/** The `text` column of the job's metadata.csv, in file order. */
function labels(dataDir: string, result: GenerateResponse): string[] {
  const rows = readFileSync(join(dataDir, result.csv), 'utf8').trimEnd().split('\n').slice(1)
  return rows.map((row) => row.split(',')[1]!)
}

describe('dataset URLs to JSONL and Parquet', () => {
  it.each([
    [
      'JSONL by its extension',
      '/rows.jsonl',
      () => csv(jsonLines(TEXTS.map((text, id) => ({ id, text }))), 'application/octet-stream'),
    ],
    [
      'JSONL by its content type',
      '/rows',
      () => csv(jsonLines(TEXTS.map((text) => ({ text }))), 'application/x-ndjson'),
    ],
    [
      'Parquet by its extension',
      '/train-0000.parquet',
      () => csv(parquetFile({ id: ['1', '2', '3'], text: TEXTS }), 'binary/octet-stream'),
    ],
    [
      'Parquet by its content type',
      '/download?file=1',
      () => csv(parquetFile({ text: TEXTS }), 'application/vnd.apache.parquet'),
    ],
  ])('reads %s, one image per row, labelled with the row', async (_case, path, answer) => {
    const server = await startLocalServer({ [path]: answer() })
    const { test, response } = await generateFrom(server.url(path))
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(labels(test.dataDir, result)).toEqual(TEXTS)
    expect(result.skipped_rows).toBeUndefined()
  })

  it('reads a .jsonl or .parquet URL by its name when its content type is generic or unknown', async () => {
    const files = {
      jsonl: jsonLines(TEXTS.map((text) => ({ text }))),
      parquet: parquetFile({ text: TEXTS }),
    }
    const types = ['application/jsonl', 'application/x-ndjson', 'application/octet-stream', 'text/plain']
    const routes = Object.fromEntries(
      types.flatMap((type, index) =>
        Object.entries(files).map(([format, bytes]) => [`/${index}/rows.${format}`, csv(bytes, type)]),
      ),
    )
    const server = await startLocalServer(routes)
    for (const path of Object.keys(routes)) {
      const { test, response } = await generateFrom(server.url(path))
      expect({ path, status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({
        path,
        status: 200,
        body: '',
      })
      expect(labels(test.dataDir, response.json())).toEqual(TEXTS)
    }
  })

  it('reads only Max Samples rows of a Parquet file with several row groups', async () => {
    const rows = Array.from({ length: 50 }, (_, index) => `${TEXTS[index % 3]} ${index}`)
    const server = await startLocalServer({ '/big.parquet': csv(parquetFile({ text: rows }, 7)) })
    const { test, response } = await generateFrom(server.url('/big.parquet'), { max_samples: 10 })
    expect(labels(test.dataDir, response.json())).toEqual(rows.slice(0, 10))
  })

  it.each([
    [
      'a Parquet file without the column',
      '/rows.parquet',
      csv(parquetFile({ id: ['1'], sentence: ['କ'] })),
      'The dataset has no column "text". Its columns are: id, sentence.',
    ],
    [
      'a JSONL file without the field',
      '/rows.jsonl',
      csv(jsonLines([{ id: 1, sentence: 'କ' }])),
      'The dataset has no field "text". Its fields are: id, sentence.',
    ],
  ])('names the columns present for %s (422)', async (_case, path, answer, message) => {
    const server = await startLocalServer({ [path]: answer })
    const { response } = await generateFrom(server.url(path))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ code: 'COLUMN_NOT_FOUND', message })
  })

  it.each([
    ['random bytes', Buffer.from('PAR1 this is not parquet at all, only text pretending to be')],
    ['a truncated file', parquetFile({ text: TEXTS }).subarray(0, 60)],
  ])('refuses a bad Parquet file (%s) with 400', async (_case, bytes) => {
    const server = await startLocalServer({ '/bad.parquet': csv(bytes, 'application/octet-stream') })
    const { response } = await generateFrom(server.url('/bad.parquet'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'BAD_PARQUET',
      message: expect.stringMatching(/^The Parquet file could not be read: .+\.$/),
    })
  })

  it('skips JSONL lines that are not JSON objects, or lack text, each reported with its line number and reason', async () => {
    const body = jsonLines([
      { text: TEXTS[0] },
      '{"text": "ଭାଷା',
      '',
      { text: 42 },
      '[1, 2]',
      { text: '   ' },
      { other: 'x' },
      { text: TEXTS[1] },
    ])
    const server = await startLocalServer({ '/rows.jsonl': csv(body) })
    const { test, response } = await generateFrom(server.url('/rows.jsonl'))
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(labels(test.dataDir, result)).toEqual([TEXTS[0], TEXTS[1]])
    expect(result.skipped_rows).toEqual({
      count: 5,
      rows: [
        { row: 2, reason: expect.stringMatching(/^bad JSON \(.+\)$/) },
        { row: 4, reason: 'not text (a number)' },
        { row: 5, reason: 'not a JSON object' },
        { row: 6, reason: 'empty "text" cell' },
        { row: 7, reason: 'no "text" field' },
      ],
    })
  })

  it('skips a huge row with its number and reads on, whether kept whole or split into lines', async () => {
    const huge = 'କ '.repeat(600_000)
    const body = jsonLines([
      { text: TEXTS[0] },
      { text: huge },
      { text: 'ଓଡ଼ିଆ '.repeat(120).trim() },
      { text: TEXTS[2] },
    ])
    const server = await startLocalServer({ '/rows.jsonl': csv(body) })
    const whole = (await generateFrom(server.url('/rows.jsonl'))).response.json<GenerateResponse>()
    expect(whole.files).toHaveLength(2)
    expect(whole.skipped_rows).toEqual({
      count: 2,
      rows: [
        { row: 2, reason: 'line longer than 1000000 characters' },
        { row: 3, reason: 'text longer than 500 characters' },
      ],
    })
    const split = (
      await generateFrom(server.url('/rows.jsonl'), { max_line_chars: 60 })
    ).response.json<GenerateResponse>()
    expect(split.skipped_rows).toEqual({ count: 1, rows: [{ row: 2, reason: 'line longer than 1000000 characters' }] })
    expect(split.files).toHaveLength(2 + 12)
  })

  it('refuses a file that is not UTF-8 with 400', async () => {
    const latin1 = Buffer.from('text\ncaf\u00e9 ଓଡ଼ିଆ\n', 'latin1')
    for (const path of ['/rows.csv', '/rows.jsonl']) {
      const server = await startLocalServer({ [path]: csv(latin1) })
      const { response } = await generateFrom(server.url(path))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'DATASET_NOT_UTF8', message: expect.stringContaining('not UTF-8') })
    }
  })

  it('splits a paragraph into lines of at most max_line_chars, each labelled with its slice, reported by row', async () => {
    const body = `text\n"${PARAGRAPH}"\nଅା ଭୁଲ ଧାଡ଼ି\n`
    const server = await startLocalServer({ '/rows.csv': csv(body) })
    const { test, response } = await generateFrom(server.url('/rows.csv'), { max_line_chars: 30 })
    const result = response.json<GenerateResponse>()
    const lines = labels(test.dataDir, result)
    expect(lines.slice(0, -1).join(' ')).toBe(PARAGRAPH)
    expect(lines.every((line) => [...line].length <= 30)).toBe(true)
    expect(lines.length).toBeGreaterThan(3)
    // The impossible sequence is on the second row, whatever the lines before it.
    expect(result.impossible?.texts).toEqual([{ number: 2, reason: expect.stringContaining('ଅା') }])
  })
})
