// `pnpm bench`: images per CPU-second of the synthetic generator on 2,000 fixed Odia lines (10–40 characters, 48 px),
// for `single` and `ultra-realistic`, in memory (encoded bytes) and end to end (files written), with 1 worker
// and one per core. The worker counts take turns pass by pass, so both meet the same machine (this shared VM drifts by
// ±15 % over minutes); each figure is the median of five passes after two warm-up passes (a new pool's first passes
// fault in its memory and fill its caches; the server and the CLI keep one pool for every job), and the first pass is
// printed beside it. CPU time is the whole process's (main thread + workers), from process.cpuUsage(); so is the peak
// resident size beside it, the highest seen in a figure's passes (both pools are alive meanwhile). Then the largest
// lines a job takes, 500 characters at 128 px with the heaviest tilt, as a server job of 200 images in a process of its
// own (two workers), whose peak resident size is the figure. It ends with the targets of issues 5 and 29, each met or
// missed.
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { defaultChoices, loadStyleSet, planText, RenderPool, type RenderTask } from '@odia-ai/renderer'
import { SyntheticGenerator } from '../src/synthetic/synthetic-generator'
import { peakRssOfGeneration } from '../test/helpers/peak-rss'
import { benchOutputDir, describeFileSystemReference, fileSystemReference } from './file-system-reference'
import { machineReference } from './machine-reference'
import { odiaLines } from './odia-lines'

const LINES = 2000
const BATCH = 64
const PASSES = 5
const WARM_UP = 2
interface Pass {
  images: number
  cpuSeconds: number
  wallSeconds: number
  /** The process's highest resident size seen during the pass, in bytes. */
  peakRss: number
}

/** How often the resident size is read during a pass: the main thread mostly waits on the workers meanwhile. */
const RSS_SAMPLE_MS = 10

async function timed(work: () => Promise<number>): Promise<Pass> {
  let peakRss = process.memoryUsage.rss()
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), RSS_SAMPLE_MS)
  const cpu = process.cpuUsage()
  const start = performance.now()
  const images = await work()
  const used = process.cpuUsage(cpu)
  const wallSeconds = (performance.now() - start) / 1000
  clearInterval(sampler)
  return {
    images,
    cpuSeconds: (used.user + used.system) / 1e6,
    wallSeconds,
    peakRss: Math.max(peakRss, process.memoryUsage.rss()),
  }
}

const perCpuSecond = (pass: Pass) => pass.images / pass.cpuSeconds
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface Figure {
  images: number
  perCpuSecond: number
  perSecond: number
  firstPerCpuSecond: number
  peakRss: number
}

/** WARM_UP passes per worker count (start-up, JIT, glyph caches, memory), the first one timed, then PASSES rounds taking turns. */
async function compare(
  workerCounts: number[],
  work: (workers: number) => Promise<number>,
): Promise<Map<number, Figure>> {
  const first = new Map<number, Pass>()
  for (const workers of workerCounts) {
    first.set(workers, await timed(() => work(workers)))
    for (let pass = 1; pass < WARM_UP; pass++) await work(workers)
  }
  const passes = new Map<number, Pass[]>(workerCounts.map((workers) => [workers, []]))
  for (let round = 0; round < PASSES; round++) {
    for (const workers of workerCounts) passes.get(workers)!.push(await timed(() => work(workers)))
  }
  return new Map(
    [...passes].map(([workers, list]) => [
      workers,
      {
        images: list[0]!.images,
        perCpuSecond: median(list.map(perCpuSecond)),
        perSecond: median(list.map((pass) => pass.images / pass.wallSeconds)),
        firstPerCpuSecond: perCpuSecond(first.get(workers)!),
        peakRss: Math.max(...list.map((pass) => pass.peakRss)),
      },
    ]),
  )
}

async function renderAll(pool: RenderPool, tasks: RenderTask[]): Promise<number> {
  let images = 0
  for await (const batch of pool.renderInOrder(tasks, { batchSize: BATCH })) images += batch.length
  return images
}

const lines = odiaLines(LINES, 10, 40, 2024)
const set = loadStyleSet()
const tasksFor = (mode: 'single' | 'ultra-realistic'): RenderTask[] => {
  const choices = defaultChoices(mode, set.styles, 1)
  return lines.map((text, index) => {
    const { variants } = planText(mode, text, index, choices, set)
    return { text, variant: { ...variants[index % variants.length]!, size: 48 } }
  })
}

const cores = availableParallelism()
const workerCounts = cores > 1 ? [1, cores] : [1]
const rows: string[][] = []
const ratios: string[] = []
const figures = new Map<string, Map<number, Figure>>()
/** The wall rate with one worker per core ÷ the wall rate with one worker. */
const scaling = (results: Map<number, Figure>) => results.get(cores)!.perSecond / results.get(1)!.perSecond
const report = (figure: string, results: Map<number, Figure>) => {
  figures.set(figure, results)
  for (const [workers, result] of results) {
    rows.push([
      figure,
      String(workers),
      String(result.images),
      result.perCpuSecond.toFixed(0),
      result.perSecond.toFixed(0),
      (result.peakRss / 2 ** 20).toFixed(0),
      result.firstPerCpuSecond.toFixed(0),
    ])
  }
  if (cores > 1) ratios.push(`${figure}: ${cores} workers = ${scaling(results).toFixed(2)}× one (wall rate)`)
}

const referenceBefore = machineReference()
const pools = new Map(workerCounts.map((workers) => [workers, new RenderPool(set.styles, workers)]))
for (const mode of ['single', 'ultra-realistic'] as const) {
  const tasks = tasksFor(mode)
  report(`${mode}, encoded in memory`, await compare(workerCounts, (workers) => renderAll(pools.get(workers)!, tasks)))
}
await Promise.all([...pools.values()].map((pool) => pool.close()))

const fileSystemBefore = fileSystemReference()
const outputRoot = mkdtempSync(join(benchOutputDir(), 'odia-bench-'))
const generators = new Map(
  workerCounts.map((workers) => [
    workers,
    new SyntheticGenerator({ outputRoot, fontsDir: undefined, workers, datasetUrlAllowPrivate: false }),
  ]),
)
const never = new AbortController().signal
for (const mode of ['single', 'ultra-realistic'] as const) {
  const text = (mode === 'single' ? lines : lines.slice(0, LINES / 5)).join('\n')
  const job = async (workers: number) => {
    const prepared = await generators.get(workers)!.prepare({ mode, text }, never)
    return (await prepared.run(never, () => undefined)).files.length
  }
  report(`${mode}, files written`, await compare(workerCounts, job))
}
await Promise.all([...generators.values()].map((generator) => generator.close()))
rmSync(outputRoot, { recursive: true, force: true })
const fileSystemAfter = fileSystemReference()

// 40 lines × 5 variants of up to 40 million pixels each: about two minutes on two busy cores (stopped past 4 GB).
const longest = await peakRssOfGeneration(
  { mode: 'ultra-realistic', text: odiaLines(40, 500, 500, 29).join('\n'), sizes: [128], strength: 'heavy' },
  4000,
)

const header = [
  'figure',
  'workers',
  'images',
  'images/CPU-s',
  'images/s (wall)',
  'peak RSS MB',
  'first pass images/CPU-s',
]
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
const format = (row: string[]) =>
  row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
console.log(`Synthetic generator: ${LINES} Odia lines of 10–40 characters at 48 px, ${cores} cores\n`)
console.log([format(header), ...rows.map(format), '', ...ratios].join('\n'))
console.log(
  `\n500-character ultra-realistic lines at 128 px (heavy), a server job in its own process, 2 workers: ${longest.images} images ` +
    `in ${longest.seconds.toFixed(0)} s, peak RSS ${longest.peakRssMb} MB`,
)

// Issue 5's targets for a 2-core machine, each beside the figure it is judged on.
const single = figures.get('single, encoded in memory')!
const ultra = figures.get('ultra-realistic, encoded in memory')!
const targets: Array<[string, number, number]> = [
  ['single, 1 worker, images/CPU-s', single.get(1)!.perCpuSecond, 2000],
  ['ultra-realistic, 1 worker, images/CPU-s', ultra.get(1)!.perCpuSecond, 400],
  [
    `single with files written, ${cores} workers, images/s`,
    figures.get('single, files written')!.get(cores)!.perSecond,
    1000,
  ],
]
if (cores > 1)
  targets.push(
    [`single, ${cores} workers ÷ 1`, scaling(single), 1.7],
    [`ultra-realistic, ${cores} workers ÷ 1`, scaling(ultra), 1.7],
  )
console.log('\nTargets:')
for (const [name, value, target] of targets) {
  const shown = (number: number) => (number < 10 ? number.toFixed(2) : number.toFixed(0))
  console.log(`  ${value >= target ? 'met   ' : 'missed'}  ${name}: ${shown(value)} (target ≥ ${shown(target)})`)
}
console.log(
  `  ${longest.peakRssMb <= 600 ? 'met   ' : 'missed'}  500-character ultra-realistic lines at 128 px, peak RSS MB: ${longest.peakRssMb} (target ≤ 600)`,
)
console.log(
  `\nMachine reference (zlib level 6 on fixed text, one thread): ${referenceBefore.toFixed(1)} MB/CPU-s before, ` +
    `${machineReference().toFixed(1)} after: compare runs only alongside it`,
)
console.log(describeFileSystemReference(fileSystemBefore, fileSystemAfter))
console.log(`Peak resident size of the whole bench: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`)
