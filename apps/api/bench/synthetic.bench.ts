// `pnpm bench`: images per CPU-second of the synthetic generator on 2,000 fixed Odia lines (10–40 characters, 48 px),
// for `single` and `ultra-realistic`, in memory (encoded bytes) and end to end (files written), with 1 worker
// and one per core; each figure is the median of three passes after a warm-up pass. CPU time is the whole process's (main thread + workers), from process.cpuUsage().
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadStyleSet, planText, RenderPool, seededRandom, type RenderTask } from '@odia-ai/renderer'
import { SyntheticGenerator } from '../src/synthetic/synthetic-generator'

const LINES = 2000
const BATCH = 64
const PASSES = 3
const SYLLABLES = ['କ', 'ଖ', 'ଗ', 'ମ', 'ନ', 'ର', 'ଲ', 'ସ', 'ଦ', 'ପ', 'ବ', 'ତ', 'କ୍ଷ', 'ଶ୍ରୀ', 'ସ୍ୱା', 'ନ୍ତ', 'ଷ୍ଟ', 'ଡ଼', 'ଯ଼', 'ଦ୍ଧ', 'ପ୍ର', 'କ୍ର']
const SIGNS = ['', '', 'ା', 'ି', 'ୀ', 'ୁ', 'ୂ', 'େ', 'ୈ', 'ୋ', 'ୌ', 'ଂ', 'ଁ', 'ୃ']

/** The fixed set: seeded, so every run measures the same lines. */
function odiaLines(): string[] {
  const random = seededRandom(2024)
  return Array.from({ length: LINES }, () => {
    const target = 10 + Math.floor(random() * 31)
    let line = ''
    while ([...line].length < target) {
      line += SYLLABLES[Math.floor(random() * SYLLABLES.length)]! + SIGNS[Math.floor(random() * SIGNS.length)]!
      if (random() < 0.2) line += random() < 0.1 ? '। ' : ' '
    }
    return [...line].slice(0, target).join('').trim()
  })
}

interface Pass {
  images: number
  cpuSeconds: number
  wallSeconds: number
}

async function timed(work: () => Promise<number>): Promise<Pass> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const images = await work()
  const used = process.cpuUsage(cpu)
  return { images, cpuSeconds: (used.user + used.system) / 1e6, wallSeconds: (performance.now() - start) / 1000 }
}

/** One unmeasured pass (start-up, JIT, glyph caches), then the median of three measured passes. */
async function measure(work: () => Promise<number>): Promise<Pass> {
  await work()
  const passes: Pass[] = []
  for (let pass = 0; pass < PASSES; pass++) passes.push(await timed(work))
  return passes.sort((a, b) => a.cpuSeconds - b.cpuSeconds)[Math.floor(PASSES / 2)]!
}

async function renderAll(pool: RenderPool, tasks: RenderTask[]): Promise<number> {
  const inFlight: Array<Promise<unknown[]>> = []
  let images = 0
  for (let start = 0; start < tasks.length; start += BATCH) {
    inFlight.push(pool.render(tasks.slice(start, start + BATCH)))
    if (inFlight.length >= pool.size * 2) images += (await inFlight.shift()!).length
  }
  for (const batch of inFlight) images += (await batch).length
  return images
}

const lines = odiaLines()
const set = loadStyleSet()
const tasksFor = (mode: 'single' | 'ultra-realistic'): RenderTask[] =>
  lines.map((text, index) => {
    const { variants } = planText(mode, text, index, 1, set)
    return { text, variant: { ...variants[index % variants.length]!, size: 48 } }
  })

const cores = availableParallelism()
const rows: string[][] = []
const report = (figure: string, workers: number, result: Awaited<ReturnType<typeof measure>>) =>
  rows.push([figure, String(workers), String(result.images), (result.images / result.cpuSeconds).toFixed(0), (result.images / result.wallSeconds).toFixed(0)])

for (const workers of [1, cores]) {
  const pool = new RenderPool(set.styles, workers)
  for (const mode of ['single', 'ultra-realistic'] as const) {
    const tasks = tasksFor(mode)
    report(`${mode}, encoded in memory`, workers, await measure(() => renderAll(pool, tasks)))
  }
  await pool.close()

  const outputRoot = mkdtempSync(join(tmpdir(), 'odia-bench-'))
  const generator = new SyntheticGenerator({ outputRoot, fontsDir: undefined, workers })
  const never = new AbortController().signal
  for (const mode of ['single', 'ultra-realistic'] as const) {
    const texts = mode === 'single' ? lines : lines.slice(0, LINES / 5)
    const job = async () => {
      const prepared = await generator.prepare({ mode, text: texts.join('\n') }, never)
      return (await prepared.run(never, () => undefined)).files.length
    }
    report(`${mode}, files written`, workers, await measure(job))
  }
  await generator.close()
  rmSync(outputRoot, { recursive: true, force: true })
}

const header = ['figure', 'workers', 'images', 'images/CPU-s', 'images/s (wall)']
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
const format = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
console.log(`Synthetic generator: ${LINES} Odia lines of 10–40 characters at 48 px, ${cores} cores\n`)
console.log([format(header), ...rows.map(format)].join('\n'))
for (const figure of ['single, encoded in memory', 'ultra-realistic, encoded in memory', 'single, files written']) {
  const [one, all] = [1, cores].map((workers) => rows.find((row) => row[0] === figure && row[1] === String(workers))!)
  if (cores > 1) console.log(`${figure}: ${cores} workers = ${(Number(all![4]) / Number(one![4])).toFixed(2)}× one (wall rate)`)
}
