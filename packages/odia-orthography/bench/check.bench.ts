// `pnpm bench` (or `pnpm --filter @odia-ai/odia-orthography bench`): what checkOrthography costs per character and
// per 1,000 texts, on a clean page of Odia prose (the evaluation sample), the same page with ଡ଼ typed precomposed
// (not NFC, as many keyboards give it), its lines checked one by one (the rows of a synthetic dataset) and a page of
// seeded strings that raise a flag every few characters. Each text is first checked for a second, so that the JIT
// has compiled its paths (its compiler thread is slow to get a turn on a busy machine); each figure is then the
// median of several passes, in CPU time (other work on the machine stretches wall time). The first call of the
// process, before the JIT has compiled anything, is shown apart. The run ends with the target.
import { cpus, loadavg } from 'node:os'
import { checkOrthography } from '../src/index.js'
import { generatedTexts } from '../test/generated-texts.js'
import { EVAL_SAMPLE } from '../test/samples.js'

const PASSES = 7
const PASS_MS = 150
const WARM_UP_MS = 1000
const TARGET_US_PER_CHAR = 0.25

const CASES: [string, string[]][] = [
  ['clean page (odia-sample.txt)', [EVAL_SAMPLE]],
  ['same page, ଡ଼ precomposed (not NFC)', [EVAL_SAMPLE.replaceAll('\u0B21\u0B3C', '\u0B5C')]],
  ['its lines one by one (dataset rows)', EVAL_SAMPLE.split('\n').filter((line) => line !== '')],
  ['page of seeded strings (many flags)', [generatedTexts(120).join(' ')]],
]

/** CPU microseconds of one pass over `texts`, repeated until the pass is long enough to time, per repetition. */
function pass(texts: string[], repetitions: number): number {
  const cpu = process.cpuUsage()
  for (let repetition = 0; repetition < repetitions; repetition += 1) {
    for (const text of texts) checkOrthography(text)
  }
  const used = process.cpuUsage(cpu)
  return (used.user + used.system) / repetitions
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!
const format = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })

const firstCall = pass([EVAL_SAMPLE], 1)
const rows = CASES.map(([name, texts]) => {
  const chars = texts.reduce((sum, text) => sum + text.length, 0)
  const flags = texts.reduce((sum, text) => sum + checkOrthography(text).length, 0)
  // A warm-up, then passes long enough to time.
  for (const until = performance.now() + WARM_UP_MS; performance.now() < until;) pass(texts, 1)
  const once = pass(texts, 10)
  const repetitions = Math.max(1, Math.round((PASS_MS * 1000) / Math.max(once, 1)))
  const micros = median(Array.from({ length: PASSES }, () => pass(texts, repetitions)))
  return { name, texts: texts.length, chars, flags, perChar: micros / chars, perThousand: micros / texts.length }
})

console.log(
  `checkOrthography, CPU time, median of ${PASSES} passes (load ${format(loadavg()[0]!, 1)} on ${cpus().length} cores)`,
)
const target = `≤ ${TARGET_US_PER_CHAR}`
console.log(['text'.padEnd(38), 'texts', 'chars', 'flags', 'µs/char', 'ms/1,000 texts', target].join('  '))
for (const row of rows) {
  console.log(
    [
      row.name.padEnd(38),
      String(row.texts).padStart(5),
      format(row.chars).padStart(5),
      format(row.flags).padStart(5),
      format(row.perChar, 3).padStart(7),
      format(row.perThousand, 1).padStart(14),
      row.perChar <= TARGET_US_PER_CHAR ? 'met' : 'missed',
    ].join('  '),
  )
}
console.log(`first call of the process, clean page: ${format(firstCall / 1000, 1)} ms`)
const met = rows.filter((row) => row.perChar <= TARGET_US_PER_CHAR).length
console.log(`target ${target} µs/char: met on ${met} of ${rows.length} texts`)
