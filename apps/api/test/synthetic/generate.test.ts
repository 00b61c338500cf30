import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse, JobStarted } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/build-test-app'
import { expectEveryImageListed } from '../helpers/dataset-folder'
import { stagingFolder } from '../../src/synthetic/staging-folder'

const LINES = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ (୧୨୩)', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']
/** 3,000 numbered lines: 15,000 images in ultra-realistic mode, a job long enough to stop midway. */
const LONG_TEXT = Array.from({ length: 3000 }, (_, index) => `${LINES[index % 3]} ${index}`).join('\n')

async function generate(test: TestApp, body: Record<string, unknown>) {
  return test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload: body })
}

/** Parses the generated metadata.csv (fields here hold no quotes or commas except `params`). */
function readMetadata(dataDir: string, result: GenerateResponse): Array<Record<string, string>> {
  const [header, ...rows] = readFileSync(join(dataDir, result.csv), 'utf8').trimEnd().split('\n')
  const columns = header!.split(',')
  return rows.map((row) => {
    const cells = row
      .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
      .map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"'))
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']))
  })
}

/** Sends image 1000 of job `big` to /dev/full, where every write fails with ENOSPC, once the job has begun writing. */
async function fillDiskAtImage1000(test: TestApp): Promise<void> {
  const images = join(stagingFolder(join(test.dataDir, 'output'), 'big'), 'images')
  await expect.poll(() => existsSync(images), { timeout: 10_000, interval: 5 }).toBe(true)
  symlinkSync('/dev/full', join(images, '001000.jpg'))
}

const diskFullMessage = (kept: number) =>
  `Writing the images stopped: the disk is full. The ${kept} images written before, with their metadata.csv, are kept in the job folder big.`

describe('POST /api/synthetic/generate', () => {
  it('single: one PNG per non-empty line, labelled with the NFC text, every file served', async () => {
    const test = await buildTestApp()
    // କୋ and ୈ typed as decomposed sequences must be labelled in NFC.
    const decomposed = 'କ\u0B47\u0B3E ଦ\u0B47\u0B56'
    const response = await generate(test, {
      mode: 'single',
      text: `${LINES.join('\n')}\n\n   \n${decomposed}\n`,
      output_subdir: 'clean',
    })
    expect(response.statusCode).toBe(200)
    const result = response.json<GenerateResponse>()
    expect(result).toMatchObject({
      output_dir: 'output/clean',
      csv: 'output/clean/metadata.csv',
      images_dir: 'output/clean/images',
    })
    expect(result.files).toEqual(['000001', '000002', '000003', '000004'].map((n) => `output/clean/images/${n}.png`))
    const rows = readMetadata(test.dataDir, result)
    expect(rows.map((row) => row.text)).toEqual([...LINES, decomposed.normalize('NFC')])
    expect(rows[3]!.text).toBe('କୋ ଦୈ')
    expect(rows.map((row) => row.file_name)).toEqual(result.files.map((file) => file.replace('output/clean/', '')))
    expect(rows[0]).toMatchObject({
      mode: 'single',
      font: 'Noto Sans Oriya 400',
      size: '48',
      background: '#ffffff',
      params: '',
    })
    for (const file of result.files) {
      const served = await test.app.inject({ method: 'GET', url: `/${file}` })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    }
  })

  it('comprehensive: every family × 2 weights × 3 sizes × 3 backgrounds per text', async () => {
    const test = await buildTestApp()
    const response = await generate(test, { mode: 'comprehensive', text: LINES[0] })
    const result = response.json<GenerateResponse>()
    // 3 bundled families (Noto Sans Oriya, Baloo Bhaina 2, Anek Odia) at 400 and 700.
    expect(result.files).toHaveLength(3 * 2 * 3 * 3)
    const rows = readMetadata(test.dataDir, result)
    expect(new Set(rows.map((row) => row.font))).toEqual(
      new Set([
        'Noto Sans Oriya 400',
        'Noto Sans Oriya 700',
        'Baloo Bhaina 2 400',
        'Baloo Bhaina 2 700',
        'Anek Odia 400',
        'Anek Odia 700',
      ]),
    )
    expect(new Set(rows.map((row) => `${row.size}/${row.background}`)).size).toBe(9)
  })

  it('ultra-realistic: five JPEG variants per text, each with the parameters that made it', async () => {
    const test = await buildTestApp()
    const result = (
      await generate(test, { mode: 'ultra-realistic', text: LINES.slice(0, 2).join('\n') })
    ).json<GenerateResponse>()
    expect(result.files).toHaveLength(10)
    expect(result.files.every((file) => file.endsWith('.jpg'))).toBe(true)
    const rows = readMetadata(test.dataDir, result)
    expect(rows.map((row) => row.text)).toEqual([...Array(5).fill(LINES[0]), ...Array(5).fill(LINES[1])])
    for (const row of rows) {
      expect(JSON.parse(row.params!)).toMatchObject({
        rotation: expect.any(Number),
        blur: expect.any(Number),
        jpegQuality: expect.any(Number),
      })
    }
    const params = new Set(rows.map((row) => row.params))
    expect(params.size).toBe(10)
  })

  it('records the strength and the book-scan looks of each image in its params; omitted means medium', async () => {
    const test = await buildTestApp()
    const lines = Array.from({ length: 8 }, (_, index) => `${LINES[index % 3]} ${index}`).join('\n')
    const looksOf = async (body: Record<string, unknown>) => {
      const rows = readMetadata(
        test.dataDir,
        (await generate(test, { mode: 'ultra-realistic', text: lines, ...body })).json<GenerateResponse>(),
      )
      return rows.map((row) => JSON.parse(row.params!) as { strength: string; book: Record<string, unknown> })
    }
    const heavy = await looksOf({ strength: 'heavy' })
    expect(heavy.every((look) => look.strength === 'heavy')).toBe(true)
    expect(new Set(heavy.flatMap((look) => Object.keys(look.book))).size).toBeGreaterThanOrEqual(5)
    expect((await looksOf({})).every((look) => look.strength === 'medium')).toBe(true)
    expect(await looksOf({ strength: 'medium' })).toEqual(await looksOf({}))
  })

  it('makes byte-identical images for the same request and seed, and different ones for another seed', async () => {
    const test = await buildTestApp()
    const body = { mode: 'ultra-realistic', text: LINES.join('\n'), seed: 42 }
    const first = (await generate(test, body)).json<GenerateResponse>()
    const second = (await generate(test, body)).json<GenerateResponse>()
    const other = (await generate(test, { ...body, seed: 43 })).json<GenerateResponse>()
    const bytes = (result: GenerateResponse) => result.files.map((file) => readFileSync(join(test.dataDir, file)))
    expect(first.output_dir).not.toBe(second.output_dir)
    expect(bytes(second)).toEqual(bytes(first))
    expect(bytes(other)).not.toEqual(bytes(first))
  })

  it('sizes every image to a fixed height when asked', async () => {
    const test = await buildTestApp()
    const result = (
      await generate(test, { mode: 'single', text: LINES.join('\n'), image_height: 40 })
    ).json<GenerateResponse>()
    for (const file of result.files) expect(readFileSync(join(test.dataDir, file)).readUInt32BE(20)).toBe(40)
  })

  it('reports texts impossible in written Odia by number, renders them as written, and says nothing of correct ones', async () => {
    const test = await buildTestApp()
    const result = (
      await generate(test, { mode: 'single', text: `${LINES[0]}\nଅାମ ଘର\n${LINES[1]}` })
    ).json<GenerateResponse>()
    expect(result.files).toHaveLength(3)
    expect(result.impossible).toEqual({
      count: 1,
      texts: [{ number: 2, reason: expect.stringMatching(/^Vowel sign ା \(U\+0B3E\) after the vowel ଅ.*\("ଅା"\)$/) }],
    })
    expect(readMetadata(test.dataDir, result).map((row) => row.text)).toContain('ଅାମ ଘର')
    expect(
      (await generate(test, { mode: 'single', text: LINES.join('\n') })).json<GenerateResponse>().impossible,
    ).toBeUndefined()
  })

  it('skips a text no font can draw, and a font that lacks a character, saying why', async () => {
    const test = await buildTestApp()
    const single = (await generate(test, { mode: 'single', text: `${LINES[0]}\nଓଡ଼ିଆ 中文` })).json<GenerateResponse>()
    expect(single.files).toHaveLength(1)
    expect(single.skipped).toEqual([
      { reason: expect.stringMatching(/^Noto Sans Oriya 400 lacks U\+4E2D 中, U\+6587 文$/), count: 1 },
    ])

    // U+0B55 (ORIYA SIGN OVERLINE) is only in Noto Sans Oriya: the other families are skipped for it.
    const grid = (await generate(test, { mode: 'comprehensive', text: 'କ\u0B55' })).json<GenerateResponse>()
    const rows = readMetadata(test.dataDir, grid)
    expect(new Set(rows.map((row) => row.font))).toEqual(new Set(['Noto Sans Oriya 400', 'Noto Sans Oriya 700']))
    expect(grid.skipped).toEqual(
      expect.arrayContaining([
        { reason: 'Baloo Bhaina 2 400 lacks U+0B55 ୕', count: 9 },
        { reason: 'Anek Odia 700 lacks U+0B55 ୕', count: 9 },
      ]),
    )
  })

  it('never overwrites an existing job: the same name gets a suffix', async () => {
    const test = await buildTestApp()
    const first = (
      await generate(test, { mode: 'single', text: LINES[0], output_subdir: 'batch' })
    ).json<GenerateResponse>()
    const second = (
      await generate(test, { mode: 'single', text: LINES[1], output_subdir: 'batch' })
    ).json<GenerateResponse>()
    expect([first.output_dir, second.output_dir]).toEqual(['output/batch', 'output/batch-2'])
    expect(readMetadata(test.dataDir, first)[0]!.text).toBe(LINES[0])
  })

  it('serves a job named in Odia at its URL-encoded path', async () => {
    const test = await buildTestApp()
    const result = (
      await generate(test, { mode: 'single', text: LINES[0], output_subdir: 'ଓଡ଼ିଆ ଲେଖା' })
    ).json<GenerateResponse>()
    expect(result.output_dir).toBe('output/ଓଡ଼ିଆ_ଲେଖା')
    const served = await test.app.inject({ method: 'GET', url: encodeURI(`/${result.files[0]}`) })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
  })

  it.each([
    ['blank text', { mode: 'single', text: ' \n\n' }, 400, /at least one line/],
    [
      'a line over 500 characters',
      { mode: 'single', text: 'କ'.repeat(501) },
      400,
      /Line 1 has 501 characters; a line may have at most 500/,
    ],
    [
      'too many lines',
      { mode: 'single', text: 'କ\n'.repeat(100_001) },
      400,
      /100001 lines; one job takes at most 100000/,
    ],
    [
      'too many images',
      { mode: 'comprehensive', text: 'କ\n'.repeat(4000) },
      400,
      /would make 216000 images .* at most 200000/,
    ],
    ['an unusable job name', { mode: 'single', text: 'କ', output_subdir: '///' }, 400, /no usable characters/],
    ['a negative Max Samples', { mode: 'single', text: 'କ', max_samples: -1 }, 400, /max_samples/],
    ['a fractional seed', { mode: 'single', text: 'କ', seed: 1.5 }, 400, /seed/],
    ['an unknown mode', { mode: 'sideways', text: 'କ' }, 400, /mode/],
    ['an unknown strength', { mode: 'ultra-realistic', text: 'କ', strength: 'extreme' }, 400, /strength/],
    ['dataset mode without a URL', { mode: 'huggingface' }, 400, /Enter the URL of the dataset/],
  ])('refuses %s with a clear message', async (_case, body, status, message) => {
    const test = await buildTestApp()
    const response = await generate(test, body)
    expect(response.statusCode).toBe(status)
    expect(response.json().message).toMatch(message)
    expect(readdirSync(join(test.dataDir, 'output'))).toEqual([])
  })
})

describe('POST /api/synthetic/jobs', () => {
  it('answers 202 at once; the job counts done and skipped and ends with the same result shape', async () => {
    const test = await buildTestApp()
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/synthetic/jobs',
      payload: { mode: 'single', text: `${LINES.join('\n')}\n中` },
    })
    expect(response.statusCode).toBe(202)
    const started = response.json<JobStarted>()
    expect(started.total).toBe(4)
    const job = await test.app.jobs.settled(test.app.jobs.get(started.job_id)!)
    const progress = (await test.app.inject({ method: 'GET', url: `/api/jobs/${started.job_id}` })).json()
    expect(progress).toMatchObject({ state: 'completed', total: 4, done: 3, skipped: 1, kind: 'synthetic' })
    expect(progress.result.files).toHaveLength(3)
    expect(job.result).toEqual(progress.result)
  })

  it('cancels: the job stops and keeps the images it wrote, each listed in metadata.csv', async () => {
    const test = await buildTestApp()
    const started = (
      await test.app.inject({
        method: 'POST',
        url: '/api/synthetic/jobs',
        payload: { mode: 'ultra-realistic', text: LONG_TEXT, output_subdir: 'big' },
      })
    ).json<JobStarted>()
    await expect
      .poll(async () => (await test.app.inject({ method: 'GET', url: `/api/jobs/${started.job_id}` })).json().done, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    const cancelled = (await test.app.inject({ method: 'DELETE', url: `/api/jobs/${started.job_id}` })).json()
    expect(cancelled).toMatchObject({ state: 'cancelled', message: 'Cancelled.' })
    expect(cancelled.done).toBeLessThan(15_000)
    const result = cancelled.result as GenerateResponse
    expect(result.files).toHaveLength(cancelled.done)
    expect(result.files.at(-1)).toBe(`output/big/images/${String(cancelled.done).padStart(6, '0')}.jpg`)
    const rows = readMetadata(test.dataDir, result)
    expect(rows.map((row) => `output/big/${row.file_name}`)).toEqual(result.files)
    expect(rows.map((row) => row.text)).toEqual(
      Array.from(
        { length: cancelled.done },
        (_, index) => `${LINES[Math.floor(index / 5) % 3]} ${Math.floor(index / 5)}`,
      ),
    )
    expect(readdirSync(join(test.dataDir, result.images_dir)).map((file) => `${result.images_dir}/${file}`)).toEqual(
      result.files,
    )
    expect(readdirSync(join(test.dataDir, 'output'))).toEqual(['big'])
  })

  it('stops on a full disk with a plain message, and keeps the images written before, each listed in metadata.csv', async () => {
    const test = await buildTestApp()
    const started = (
      await test.app.inject({
        method: 'POST',
        url: '/api/synthetic/jobs',
        payload: { mode: 'ultra-realistic', text: LONG_TEXT, output_subdir: 'big' },
      })
    ).json<JobStarted>()
    await fillDiskAtImage1000(test)
    const job = await test.app.jobs.settled(test.app.jobs.get(started.job_id)!)
    const kept = expectEveryImageListed(join(test.dataDir, 'output/big'), 999)
    expect(job.snapshot()).toMatchObject({ state: 'failed', message: diskFullMessage(kept) })
    expect(readdirSync(join(test.dataDir, 'output'))).toEqual(['big'])
  })

  it('answers a full disk with 507 and the same message when generating without a job', async () => {
    const test = await buildTestApp()
    const answer = generate(test, { mode: 'ultra-realistic', text: LONG_TEXT, output_subdir: 'big' })
    await fillDiskAtImage1000(test)
    const response = await answer
    const kept = expectEveryImageListed(join(test.dataDir, 'output/big'), 999)
    expect(response.statusCode).toBe(507)
    expect(response.json()).toMatchObject({ code: 'OUTPUT_NOT_WRITTEN', message: diskFullMessage(kept) })
  })

  it('cancels before any image is written: no folder is left', async () => {
    const test = await buildTestApp()
    const started = (
      await test.app.inject({
        method: 'POST',
        url: '/api/synthetic/jobs',
        payload: { mode: 'ultra-realistic', text: LONG_TEXT, output_subdir: 'big' },
      })
    ).json<JobStarted>()
    // The new app's render workers are still loading their fonts.
    const cancelled = (await test.app.inject({ method: 'DELETE', url: `/api/jobs/${started.job_id}` })).json()
    expect(cancelled).toMatchObject({ state: 'cancelled', message: 'Cancelled.', done: 0 })
    expect(cancelled.result).toBeUndefined()
    expect(readdirSync(join(test.dataDir, 'output'))).toEqual([])
  })
})

describe('GET /output/…', () => {
  it('lists folders as HTML, hides work in progress, and answers a JSON 404 for a missing file', async () => {
    const test = await buildTestApp()
    const result = (
      await generate(test, { mode: 'single', text: LINES[0], output_subdir: 'listed' })
    ).json<GenerateResponse>()
    const root = await test.app.inject({ method: 'GET', url: '/output/' })
    expect(root.headers['content-type']).toMatch(/text\/html/)
    expect(root.body).toContain('href="/output/listed"')
    const folder = await test.app.inject({ method: 'GET', url: `/${result.output_dir}/` })
    expect(folder.body).toContain('metadata.csv')
    expect(folder.body).toContain('images/')
    const images = await test.app.inject({ method: 'GET', url: `/${result.images_dir}/` })
    expect(images.body).toContain('000001.png')
    expect(readdirSync(join(test.dataDir, 'output'))).toEqual(['listed'])
    const missing = await test.app.inject({ method: 'GET', url: '/output/listed/images/999999.png' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' })
    const traversal = await test.app.inject({ method: 'GET', url: '/output/..%2F..%2Fetc%2Fpasswd' })
    expect(traversal.statusCode).toBe(404)
  })
})

describe('POST /api/synthetic/generate when the client goes away', () => {
  it('cancels the job and keeps the images written so far', async () => {
    const test = await buildTestApp()
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' })
    const client = new AbortController()
    const request = fetch(`${address}/api/synthetic/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'ultra-realistic', text: LONG_TEXT, output_subdir: 'abandoned' }),
      signal: client.signal,
    }).catch((error: Error) => error.name)
    const staging = stagingFolder(join(test.dataDir, 'output'), 'abandoned')
    // A batch is kept once its rows are in metadata.csv (the workers write images ahead of that).
    const rows = () =>
      existsSync(join(staging, 'metadata.csv'))
        ? readFileSync(join(staging, 'metadata.csv'), 'utf8').split('\n').length - 2
        : 0
    await expect.poll(rows, { timeout: 20_000 }).toBeGreaterThan(0)
    client.abort()
    expect(await request).toBe('AbortError')
    // The job finishes the batches already sent (up to 4 per worker, 64 images each) before it publishes them:
    // seconds of rendering that a loaded machine stretches well past 10 s.
    await expect.poll(() => readdirSync(join(test.dataDir, 'output')), { timeout: 60_000 }).toEqual(['abandoned'])
    expectEveryImageListed(join(test.dataDir, 'output/abandoned'), 15_000)
  }, 120_000)
})
