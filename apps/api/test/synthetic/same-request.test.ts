import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { GenerateRequest, GenerateResponse } from '@odia-ai/contract'
import type { RenderTask } from '@odia-ai/renderer'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

const run = promisify(execFile)
const apiDir = fileURLToPath(new URL('../..', import.meta.url))

/** Each task's image as a process of its own draws it on its only thread (fixtures/render-lines.ts). */
async function renderInFreshProcess(tasks: RenderTask[]): Promise<Buffer[]> {
  const child = run(process.execPath, ['--import', 'tsx', 'test/synthetic/fixtures/render-lines.ts'], {
    cwd: apiDir,
    maxBuffer: 64 * 2 ** 20,
  })
  child.child.stdin!.end(JSON.stringify(tasks))
  return (JSON.parse((await child).stdout) as string[]).map((image) => Buffer.from(image, 'base64'))
}

const FONTS = ['Noto Sans Oriya', 'Baloo Bhaina 2', 'Anek Odia']
const LINES = [
  'ଓଡ଼ିଆ ଭାରତର ଏକ ପ୍ରାଚୀନ ଓ ସମୃଦ୍ଧ ଭାଷା।',
  'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ (୧୨୩)',
  'ଶ୍ରୀ ଜଗନ୍ନାଥ।',
  'ଆଜି ପାଗ ଭଲ ଅଛି',
  'ବିଦ୍ୟାଳୟ ଓ ମହାବିଦ୍ୟାଳୟ',
  'ନଦୀ କୂଳରେ ଗଛ',
  'ଜଳ ହିଁ ଜୀବନ',
  'ପୁସ୍ତକ ପଢ଼ନ୍ତୁ',
]
/** As the generator page sends it (build-request.ts): three fonts, two sizes, a seed. */
const REQUEST: GenerateRequest = { mode: 'single', text: LINES.join('\n'), fonts: FONTS, sizes: [32, 48], seed: 7 }
/**
 * Jobs of the other modes in the same fonts, run between the repeats as a session on the page would: a page job lays
 * its pages out on the main thread, measuring with the fonts there.
 */
const OTHERS: GenerateRequest[] = [
  {
    mode: 'page',
    text: Array.from({ length: 40 }, () => LINES.join(' ')).join('\n'),
    fonts: FONTS,
    weights: [400],
    seed: 5,
  },
  { mode: 'ultra-realistic', text: LINES.join('\n'), fonts: FONTS, seed: 3 },
]

interface Row {
  file_name: string
  text: string
  font: string
  size: string
  background: string
}

describe('the same generate request three times on one server', () => {
  it('makes the same bytes every time, each image drawn in the font its row names', { timeout: 120_000 }, async () => {
    // Two render workers, as on a two-core server: the first shares the main thread's canvas library, where page
    // layouts register fonts too.
    const test = await buildTestApp({ config: { renderWorkers: 2 } })
    const generate = async (payload: GenerateRequest) => {
      const response = await test.app.inject({ method: 'POST', url: '/api/synthetic/generate', payload })
      expect(response.statusCode).toBe(200)
      return response.json<GenerateResponse>()
    }
    const read = (path: string) => readFileSync(join(test.dataDir, path))
    const outputs = []
    for (const other of [undefined, ...OTHERS]) {
      if (other) expect((await generate(other)).image_count).toBeGreaterThan(0)
      const answer = await generate(REQUEST)
      const csv = read(answer.csv)
      const rows = parse<Row>(csv, { columns: true })
      outputs.push({ csv: csv.toString(), rows, images: answer.files.map(read) })
    }
    const [first] = outputs
    expect(first!.rows).toHaveLength(LINES.length)
    expect(new Set(first!.rows.map((row) => row.font)).size).toBe(FONTS.length)
    for (const output of outputs.slice(1)) {
      expect.soft(output.csv).toBe(first!.csv)
      expect.soft(output.images.map((image, at) => image.equals(first!.images[at]!))).toEqual(LINES.map(() => true))
    }

    const fresh = await renderInFreshProcess(
      first!.rows.map((row) => ({
        text: row.text,
        variant: { style: row.font, size: Number(row.size), background: row.background },
      })),
    )
    const mislabelled = outputs.flatMap((output, run) =>
      output.rows.flatMap((row, at) =>
        fresh[at]!.equals(output.images[at]!) ? [] : [`run ${run + 1}, ${row.file_name}: not ${row.font}`],
      ),
    )
    expect(mislabelled).toEqual([])
  })
})
