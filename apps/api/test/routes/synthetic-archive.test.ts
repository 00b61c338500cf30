import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

/** Every file under `folder`, relative to it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(folder, path)).isFile())
    .map((path) => relative(folder, join(folder, path)))

describe('GET /api/synthetic/outputs/:folder/archive', () => {
  it('streams the whole job folder as one ZIP: every file under the folder name, bytes as written', async () => {
    const test = await buildTestApp()
    const generated = await test.app.inject({
      method: 'POST',
      url: '/api/synthetic/generate',
      payload: { mode: 'single', text: 'ଓଡ଼ିଆ ଭାଷା\nକ୍ଷେତ୍ର', output_subdir: 'ଓଡ଼ିଆ-lines', output_format: 'tesstrain' },
    })
    const result = generated.json<GenerateResponse>()
    expect(result.archive).toBe(`api/synthetic/outputs/${encodeURIComponent('ଓଡ଼ିଆ-lines')}/archive`)
    const response = await test.app.inject({ method: 'GET', url: `/${result.archive}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_____-lines.zip"; filename*=UTF-8''${encodeURIComponent('ଓଡ଼ିଆ-lines.zip')}`,
    )
    const entries = unzipSync(response.rawPayload)
    const folder = join(test.dataDir, result.output_dir)
    const files = filesUnder(folder).sort()
    expect(files).toEqual(
      ['000001.gt.txt', '000001.png', '000002.gt.txt', '000002.png', 'README.md', 'metadata.csv'].sort(),
    )
    expect(Object.keys(entries).sort()).toEqual(files.map((file) => `ଓଡ଼ିଆ-lines/${file}`))
    for (const file of files)
      expect(Buffer.from(entries[`ଓଡ଼ିଆ-lines/${file}`]!)).toEqual(readFileSync(join(folder, file)))
  })

  it('answers a JSON 404 for a name that is no job folder: traversal, a hidden staging folder, a path, a file', async () => {
    const test = await buildTestApp()
    const output = join(test.dataDir, 'output')
    mkdirSync(join(output, '.job.00000000-1.partial'), { recursive: true })
    mkdirSync(join(output, 'job', 'inner'), { recursive: true })
    writeFileSync(join(output, 'notes.txt'), 'not a job')
    for (const name of [
      '..',
      '%2e%2e',
      '.job.00000000-1.partial',
      'job%2Finner',
      '..%2F..%2Fetc',
      'job%2F..%2F..',
      'nothing-here',
      'notes.txt',
      '%00',
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/api/synthetic/outputs/${name}/archive` })
      expect(response.statusCode, name).toBe(404)
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
  })
})
