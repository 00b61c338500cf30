import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { csv, startLocalServer } from '../helpers/csv-server'
import { parquetFile } from '../helpers/dataset-files'

const TEXTS = ['ଓଡ଼ିଆ ଭାଷା', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']

/** Generates from a dataset served on 127.0.0.1, rendering its column `text_column`. */
async function generateFrom(path: string, body: string | Uint8Array, textColumn: string) {
  const server = await startLocalServer({ [path]: csv(body) })
  const test = await buildTestApp({ config: { datasetUrlAllowPrivate: true } })
  const payload = { mode: 'huggingface', dataset_url: server.url(path), text_column: textColumn }
  return { test, response: await test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload }) }
}

/** The `text` column of the job's metadata.csv, in file order. */
const labels = (dataDir: string, result: GenerateResponse) =>
  readFileSync(join(dataDir, result.csv), 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((row) => row.split(',')[1])

// Each file written out: a `__proto__` key in an object literal would set the prototype instead.
const FILES = {
  CSV: ['/rows.csv', () => `id,__proto__\n${TEXTS.map((text, id) => `${id},${text}`).join('\n')}\n`],
  JSONL: [
    '/rows.jsonl',
    () => TEXTS.map((text, id) => `{"id": ${id}, "__proto__": ${JSON.stringify(text)}}\n`).join(''),
  ],
  Parquet: [
    '/rows.parquet',
    () =>
      parquetFile(
        Object.fromEntries([
          ['id', ['0', '1']],
          ['__proto__', TEXTS],
        ]),
      ),
  ],
} as const

describe('dataset columns named like members of Object.prototype', () => {
  it.each(Object.entries(FILES))('reads a %s column named __proto__', async (_format, [path, file]) => {
    const { test, response } = await generateFrom(path, file(), '__proto__')
    expect(response.statusCode, response.body).toBe(200)
    expect(labels(test.dataDir, response.json())).toEqual(TEXTS)
  })

  it.each(Object.entries(FILES))(
    'refuses a %s file without a column named constructor (422), naming its columns',
    async (_format, [path, file]) => {
      const { response } = await generateFrom(path, file(), 'constructor')
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json()).toMatchObject({
        code: 'COLUMN_NOT_FOUND',
        message: expect.stringMatching(
          /^The dataset has no (column|field) "constructor"\. Its (columns|fields) are: id, __proto__\.$/,
        ),
      })
    },
  )
})
