import { readdirSync, readFileSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import type { DatasetUpload, GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { UPLOAD_KEPT_MS } from '../../src/synthetic/inputs/dataset-uploads'
import { buildTestApp, type TestApp } from '../helpers/build-test-app'
import { jsonLines, parquetFile } from '../helpers/dataset-files'
import { multipart } from '../helpers/images'

const TEXTS = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର, ସ୍ୱାସ୍ଥ୍ୟ', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']

async function upload(test: TestApp, filename: string, bytes: Buffer | string, headers: Record<string, string> = {}) {
  const body = await multipart([{ name: 'file', filename, bytes: Buffer.from(bytes) }])
  return test.app.inject({
    method: 'POST',
    url: '/api/synthetic/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

async function generate(test: TestApp, body: Record<string, unknown>) {
  return test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: { mode: 'huggingface', ...body } })
}

const labels = (test: TestApp, result: GenerateResponse) =>
  readFileSync(join(test.dataDir, result.csv), 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((row) => row.replace(/^[^,]*,("(?:[^"]|"")*"|[^,]*),.*$/, '$1'))

describe('POST /api/synthetic/uploads, then a generate request naming the upload', () => {
  it.each([
    [
      'a .txt file, one text per line (blank lines are not rows)',
      'lines.txt',
      'txt',
      `\uFEFF${TEXTS[0]}\r\n\r\n${TEXTS[1]}\n${TEXTS[2]}`,
    ],
    ['a .csv file with the column', 'rows.csv', 'csv', `id,text\n1,${TEXTS[0]}\n2,"${TEXTS[1]}"\n3,${TEXTS[2]}\n`],
    ['a .jsonl file with the field', 'rows.jsonl', 'jsonl', jsonLines(TEXTS.map((text) => ({ text, other: 1 })))],
    [
      'a .parquet file, only the named column',
      'rows.parquet',
      'parquet',
      parquetFile({ id: ['a', 'b', 'c'], text: TEXTS }),
    ],
  ])('renders %s', async (_case, filename, format, bytes) => {
    const test = await buildTestApp()
    const uploaded = await upload(test, filename, bytes)
    expect(uploaded.statusCode).toBe(200)
    const answer = uploaded.json<DatasetUpload>()
    expect(answer).toEqual({
      upload_id: expect.stringMatching(/^[a-f0-9]{32}$/),
      file_name: filename,
      format,
      bytes: Buffer.from(bytes).length,
    })
    const response = await generate(test, { upload_id: answer.upload_id })
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(result.files).toHaveLength(3)
    expect(labels(test, result)).toEqual([TEXTS[0], `"${TEXTS[1]}"`, TEXTS[2]])
  })

  it('refuses a file of another kind, a file over the upload limit, and a request without a file, keeping nothing', async () => {
    const test = await buildTestApp({ config: { uploadMaxBytes: 1024 } })
    const other = await upload(test, 'rows.xlsx', 'PK\u0003\u0004')
    expect(other.statusCode).toBe(400)
    expect(other.json()).toMatchObject({
      code: 'UNSUPPORTED_DATASET_FILE',
      message:
        '"rows.xlsx" is not a dataset file the generator reads: choose a .txt, .csv, .jsonl, .ndjson, .parquet file.',
    })
    const large = await upload(test, 'big.txt', 'କ\n'.repeat(2000))
    expect(large.statusCode).toBe(413)
    expect(large.json()).toMatchObject({
      code: 'DATASET_FILE_TOO_LARGE',
      message: 'big.txt is larger than the 1 KB limit for a dataset file.',
    })
    const json = await test.app.inject({ method: 'POST', url: '/api/synthetic/uploads', payload: { file: 'x' } })
    expect(json.statusCode).toBe(415)
    const noFile = await multipart([{ name: 'note', value: 'x' }])
    const empty = await test.app.inject({
      method: 'POST',
      url: '/api/synthetic/uploads',
      payload: noFile.payload,
      headers: noFile.headers,
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().code).toBe('NO_FILE')
    expect(readdirSync(join(test.dataDir, 'synthetic-uploads'))).toEqual([])
  })

  it('keeps an upload for a day: older files are removed with the next upload and at the next start', async () => {
    const test = await buildTestApp()
    const folder = join(test.dataDir, 'synthetic-uploads')
    const old = (await upload(test, 'old.txt', TEXTS[0]!)).json<DatasetUpload>()
    const kept = (await upload(test, 'kept.txt', TEXTS[1]!)).json<DatasetUpload>()
    const dayAndMinuteAgo = (Date.now() - UPLOAD_KEPT_MS - 60_000) / 1000
    utimesSync(join(folder, `${old.upload_id}.txt`), dayAndMinuteAgo, dayAndMinuteAgo)
    const fresh = (await upload(test, 'fresh.txt', TEXTS[2]!)).json<DatasetUpload>()
    expect(readdirSync(folder).sort()).toEqual([`${kept.upload_id}.txt`, `${fresh.upload_id}.txt`].sort())
    expect((await generate(test, { upload_id: old.upload_id })).json().code).toBe('UPLOAD_NOT_FOUND')
    expect((await generate(test, { upload_id: kept.upload_id })).statusCode).toBe(200)

    utimesSync(join(folder, `${kept.upload_id}.txt`), dayAndMinuteAgo, dayAndMinuteAgo)
    const restarted = await buildTestApp({ config: { dataDir: test.dataDir } })
    expect(readdirSync(join(restarted.dataDir, 'synthetic-uploads'))).toEqual([`${fresh.upload_id}.txt`])
  })

  it('refuses an upload sent by a page of another origin', async () => {
    const test = await buildTestApp()
    const response = await upload(test, 'lines.txt', TEXTS.join('\n'), { origin: 'https://attacker.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('CROSS_ORIGIN_REQUEST')
  })

  it('refuses an unknown upload id (404), a malformed one, and two dataset sources at once (400)', async () => {
    const test = await buildTestApp()
    const unknown = await generate(test, { upload_id: 'a'.repeat(32) })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
      message: 'The uploaded dataset file is not on the server any more: choose the file again.',
    })
    expect((await generate(test, { upload_id: '../../etc/passwd' })).statusCode).toBe(400)
    const { upload_id } = (await upload(test, 'lines.txt', TEXTS.join('\n'))).json<DatasetUpload>()
    const both = await generate(test, { upload_id, dataset_url: 'https://example.org/data.csv' })
    expect(both.statusCode).toBe(400)
    expect(both.json().code).toBe('TWO_DATASET_SOURCES')
  })

  it('refuses an uploaded file that is not UTF-8 with 400 when generating', async () => {
    const test = await buildTestApp()
    const { upload_id } = (await upload(test, 'latin1.txt', Buffer.from('caf\u00e9\n', 'latin1'))).json<DatasetUpload>()
    const response = await generate(test, { upload_id })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('DATASET_NOT_UTF8')
  })
})
