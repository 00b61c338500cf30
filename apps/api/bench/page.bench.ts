// `pnpm bench`: pages per CPU-second of the synthetic generator's `page` mode: A4 at 300 dpi (2480 × 3508), end to end
// (layout, drawing, ink boxes, page and crop encoding, files, PAGE XML and metadata.csv written), with 1 worker and
// one per core, clean and with two columns, rotation and the scan look. CPU time is the whole process's (main thread
// + workers); each figure is the median of three passes after one warm-up pass, and the peak resident size is the
// process's highest over the run (a worker holds one page: ≈ 35 MB of canvas pixels and 8.7 MB of gray).
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import type { GenerateRequest } from '@odia-ai/contract'
import { SyntheticGenerator } from '../src/synthetic/synthetic-generator'
import { odiaLines } from './odia-lines'
import { benchOutputDir } from './file-system-reference'

const PASSES = 3
/** 150 paragraphs of 5 lines of 10–40 characters: about 8 one-column pages. */
const PARAGRAPHS = Array.from({ length: 150 }, (_, index) => odiaLines(5, 10, 40, 2024 + index).join(' ')).join('\n')

const outputRoot = mkdtempSync(join(benchOutputDir(), 'odia-page-bench-'))
const never = new AbortController().signal

async function pass(
  generator: SyntheticGenerator,
  request: GenerateRequest,
): Promise<{ pages: number; cpuSeconds: number; wallSeconds: number }> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const prepared = await generator.prepare(request, never)
  await prepared.run(never, () => undefined)
  const used = process.cpuUsage(cpu)
  return {
    pages: prepared.total - prepared.skipped,
    cpuSeconds: (used.user + used.system) / 1e6,
    wallSeconds: (performance.now() - start) / 1000,
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const cores = availableParallelism()
const looks: Array<[string, GenerateRequest]> = [
  ['clean, 1 column', { mode: 'page', text: PARAGRAPHS }],
  ['2 columns, rotation, scan look', { mode: 'page', text: PARAGRAPHS, columns: 2, rotation: true, scan_look: true }],
]
const rows: string[] = []
for (const workers of cores > 1 ? [1, cores] : [1]) {
  const generator = new SyntheticGenerator({ outputRoot, fontsDir: undefined, workers, datasetUrlAllowPrivate: false })
  for (const [name, request] of looks) {
    await pass(generator, request)
    const passes = []
    for (let index = 0; index < PASSES; index++) passes.push(await pass(generator, request))
    const perCpu = median(passes.map((run) => run.pages / run.cpuSeconds))
    const perWall = median(passes.map((run) => run.pages / run.wallSeconds))
    rows.push(
      `${name.padEnd(32)}  ${String(workers).padStart(7)}  ${String(passes[0]!.pages).padStart(5)}  ${perCpu.toFixed(2).padStart(12)}  ${perWall.toFixed(2).padStart(13)}`,
    )
  }
  await generator.close()
}
rmSync(outputRoot, { recursive: true, force: true })
console.log(`Synthetic pages: A4 at 300 dpi (2480 × 3508), ${cores} cores\n`)
console.log(`${'figure'.padEnd(32)}  workers  pages  pages/CPU-s  pages/s (wall)`)
console.log(rows.join('\n'))
console.log(`\nPeak resident size of the whole bench: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`)
