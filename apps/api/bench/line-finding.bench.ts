// `pnpm bench` (or `pnpm --filter @odia-ai/api exec tsx bench/line-finding.bench.ts`): offline line finding, issue 20's
// "Measured", on generated A4 pages at 300 dpi (2480 × 3508) whose true line boxes are known: 30 lines in one column
// (the page the target is set on), the same turned by 2°, and 30 lines in two columns. Each figure is the median of
// three passes after a warm-up (the first call starts the Tesseract worker and loads the Odia model); CPU time is the
// whole process's (Tesseract runs in a worker thread), from process.cpuUsage(). The level page's time is then split
// into its steps, and compared with reading it at full resolution. It ends with the targets.
import { loadavg } from 'node:os'
import sharp from 'sharp'
import { renderLinePage, scoreLines, type LinePage, type LineScore } from '../src/eval/line-page'
import { linesOfPage, readingSize } from '../src/ocr/engines/tesseract/tesseract-lines'
import type { FoundLine } from '../src/ocr/engines/ocr-engine'
import { ORI_MODEL_ID } from '@odia-ai/contract'
import { createTesseractEngine, prepareImage } from '../src/ocr/engines/tesseract/tesseract-engine'
import { oriSource } from '../src/ocr/engines/model-source'
import { TesseractPool } from '../src/ocr/engines/tesseract/tesseract-pool'
import { machineReference } from './machine-reference'

const PASSES = 3

interface Timing {
  wallSeconds: number
  cpuSeconds: number
}

async function timed<T>(work: () => Promise<T>): Promise<[T, Timing]> {
  const cpu = process.cpuUsage()
  const started = performance.now()
  const result = await work()
  const used = process.cpuUsage(cpu)
  return [result, { wallSeconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }]
}

/** The result of the last pass, with the median wall and CPU time of all. */
async function median<T>(work: () => Promise<T>): Promise<[T, Timing]> {
  const passes: Array<[T, Timing]> = []
  for (let pass = 0; pass < PASSES; pass++) passes.push(await timed(work))
  const middle = (pick: (timing: Timing) => number) =>
    passes.map(([, timing]) => pick(timing)).sort((a, b) => a - b)[Math.floor(PASSES / 2)]!
  return [
    passes.at(-1)![0],
    { wallSeconds: middle((timing) => timing.wallSeconds), cpuSeconds: middle((timing) => timing.cpuSeconds) },
  ]
}

const pool = new TesseractPool(1)
const engine = createTesseractEngine(pool)
const signal = new AbortController().signal
const rows: string[][] = []
const report = (figure: string, { wallSeconds, cpuSeconds }: Timing, score?: LineScore) => {
  rows.push([
    figure,
    wallSeconds.toFixed(2),
    cpuSeconds.toFixed(2),
    score ? `${(score.found * 100).toFixed(1)} %` : '',
    score ? (score.inOrder ? 'yes' : 'no') : '',
    score ? `${(score.characterErrorRate * 100).toFixed(1)} %` : '',
  ])
}

async function findLines(page: LinePage): Promise<FoundLine[]> {
  const finding = await engine.findLines({ bytes: page.png, mimeType: 'image/png' }, { model: ORI_MODEL_ID, signal })
  return finding.status === 'found' ? finding.lines : []
}

const referenceBefore = machineReference()
const loadBefore = loadavg()[0]!
const pages: Array<[string, LinePage]> = [
  ['30 lines, one column', await renderLinePage({ lines: 30, seed: 1 })],
  ['30 lines, turned by 2°', await renderLinePage({ lines: 30, rotation: 2, seed: 2 })],
  ['30 lines, two columns', await renderLinePage({ lines: 30, columns: 2, seed: 3 })],
]
const [, level] = pages[0]!
await findLines(level)

const scores = new Map<string, [LineScore, Timing]>()
for (const [name, page] of pages) {
  const [lines, timing] = await median(() => findLines(page))
  const score = scoreLines(page.lines, lines)
  scores.set(name, [score, timing])
  report(`A4 300 dpi, ${name}`, timing, score)
}

// Where the level page's time goes: sharp (decode, scale down, median, gray bytes) and Tesseract (layout and recognition).
const size = { width: level.width, height: level.height }
const read = readingSize(size)
const [prepared, prepareTiming] = await median(() => prepareImage(sharp(level.png).resize(read.width, read.height)))
report(`  of which preparing the image (${read.width} × ${read.height})`, prepareTiming)
const [, tesseractTiming] = await median(() => pool.readBlocks(prepared.pgm, oriSource(), signal))
report('  of which Tesseract: layout and recognition', tesseractTiming)
const [full, fullPrepareTiming] = await median(() => prepareImage(sharp(level.png)))
const [fullBlocks, fullTesseractTiming] = await median(() => pool.readBlocks(full.pgm, oriSource(), signal))
report(`  read at full resolution instead: preparing`, fullPrepareTiming)
report(
  `  read at full resolution instead: Tesseract`,
  fullTesseractTiming,
  scoreLines(level.lines, linesOfPage(fullBlocks, size, size)),
)
await pool.close()

const header = ['figure', 's/page (wall)', 'CPU-s/page', 'lines found (IoU ≥ 0.5)', 'in order', 'CER of found lines']
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
const format = (row: string[]) =>
  row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
console.log(
  `\nLine finding offline (Tesseract, one worker), median of ${PASSES} passes (Node ${process.version}, ${new Date().toISOString()})\n`,
)
console.log([format(header), ...rows.map(format)].join('\n'))

// Issue 20's targets for a 2-core machine, on the level 30-line page.
const [levelScore, levelTiming] = scores.get('30 lines, one column')!
console.log('\nTargets:')
console.log(
  `  ${levelTiming.wallSeconds <= 2 ? 'met   ' : 'missed'}  seconds per A4 page at 300 dpi, 30 lines: ${levelTiming.wallSeconds.toFixed(2)} s (target ≤ 2 s); ` +
    `${levelTiming.cpuSeconds.toFixed(2)} CPU-s, what the page costs a core of its own`,
)
console.log(
  `  ${levelScore.found >= 0.95 ? 'met   ' : 'missed'}  lines found with IoU ≥ 0.5: ${(levelScore.found * 100).toFixed(1)} % (target ≥ 95 %)`,
)
console.log(
  `\nMachine reference (zlib level 6 on fixed text, one thread): ${referenceBefore.toFixed(1)} MB/CPU-s before, ` +
    `${machineReference().toFixed(1)} after: compare runs only alongside it. Load average (1 min): ${loadBefore.toFixed(1)} before, ` +
    `${loadavg()[0]!.toFixed(1)} after: wall time above the CPU time is time spent waiting for a core`,
)
