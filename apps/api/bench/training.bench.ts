// `pnpm bench` (or `pnpm --filter @odia-ai/api exec tsx bench/training.bench.ts`): issue 31's "Measured". The shipped
// base model next to ori on lines drawn by Chromium — not by our renderer — in two Debian fonts it never trained on
// (clean), on lines with ୱ against lines without, and on the generator's ultra-realistic lines; then the loop on a
// new book: 300 scan-look lines in a typeface neither model saw (Utkal, Debian's fonts-orya-extra), `pnpm train` from
// the base for at most 15 minutes, and the book's other lines read by ori, the base and the new model. Training
// speed, lstmtraining's peak memory and the server's `GET /api/health` latency during that training end the table.
// Every line is read by the tesseract CLI (--psm 7); CER is over code points, pooled over a set's lines.
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { sampleLines } from '../src/eval/eval-lines'
import { heldOutSentences } from '../src/training/base-model-texts'
import { readGroundTruth, type LabelledLine } from '../src/training/ground-truth'
import { asSeen } from '../src/training/as-seen'
import { linesReadCer, readLines } from '../src/training/evaluate'
import { shippedOri } from '../src/training/starting-point'
import { encodingFailure, unicharsetOf } from '../src/training/unicharset'
import { chromiumLines } from './chromium-lines'
import { machineReference } from './machine-reference'
import { newLetterLines, unseenLines } from './unseen-texts'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const baseDir = join(repoRoot, 'apps', 'api', 'models', 'odia-base')
const FONTS = {
  lohit: '/usr/share/fonts/truetype/lohit-oriya/Lohit-Odia.ttf',
  samyak: '/usr/share/fonts/truetype/samyak-fonts/Samyak-Oriya.ttf',
  utkal: '/usr/share/fonts/truetype/fonts-orya-extra/utkal.ttf',
}
const PACKAGES = { lohit: 'fonts-lohit-orya', samyak: 'fonts-samyak-orya', utkal: 'fonts-orya-extra' }
const CLEAN_LINES = 300
const BOOK_LINES = 400
const BOOK_TRAINING = 300
const BOOK_MINUTES = 12

for (const [font, file] of Object.entries(FONTS))
  if (!existsSync(file))
    throw new Error(`${file} is missing: apt-get install ${PACKAGES[font as keyof typeof FONTS]} (Debian).`)
if (!existsSync(join(baseDir, 'fast', 'odia-base.traineddata.gz')))
  throw new Error(`The shipped base model is missing from ${baseDir}: pnpm base-model makes it.`)

const work = mkdtempSync(join(tmpdir(), 'odia-training-bench-'))
const tessdata = join(work, 'tessdata')
mkdirSync(tessdata)
writeFileSync(join(tessdata, 'ori.traineddata'), shippedOri())
writeFileSync(
  join(tessdata, 'base.traineddata'),
  gunzipSync(readFileSync(join(baseDir, 'fast', 'odia-base.traineddata.gz'))),
)
const unicharset = unicharsetOf(shippedOri())
const canSpell = (text: string) => encodingFailure(text, unicharset) < 0

const rows: string[][] = []
const percent = (cer: number) => `${cer.toFixed(2)} %`

/** The CER of `lang` on the lines, by spelling and as seen (as-seen.ts). */
async function cer(lines: readonly LabelledLine[], lang: string): Promise<{ raw: number; seen: number }> {
  const read = await readLines(
    lines.map((line) => line.image),
    tessdata,
    lang,
    join(work, 'reads'),
  )
  return { raw: linesReadCer(lines, read), seen: linesReadCer(lines, read, asSeen) }
}

async function compare(name: string, lines: readonly LabelledLine[], langs: readonly string[] = ['ori', 'base']) {
  const figures = await Promise.all(langs.map((lang) => cer(lines, lang)))
  rows.push([name, String(lines.length), ...figures.map(({ raw, seen }) => `${percent(raw)} (${percent(seen)})`)])
  return figures.map(({ raw }) => raw)
}

// Clean lines, fonts never trained on: real sentences (the ten bundled ones the base never trained on) and words no
// model saw (CLDR names, the bench's half).
const sentenceText = heldOutSentences().join('\n')
const unseenWords: LabelledLine[] = []
for (const font of ['lohit', 'samyak'] as const) {
  const sentences = readGroundTruth(
    await chromiumLines(
      sampleLines(CLEAN_LINES, 31, sentenceText).filter(canSpell),
      FONTS[font],
      join(work, `${font}-sentences`),
    ),
  )
  const unseen = readGroundTruth(
    await chromiumLines(unseenLines(CLEAN_LINES, 32, canSpell), FONTS[font], join(work, `${font}-unseen`)),
  )
  await compare(`${font}, clean, held-out sentences`, sentences)
  await compare(`${font}, clean, unseen words`, unseen)
  unseenWords.push(...unseen)
}
// ୱ against the rest on lines of one source, so the letter is compared, not the texts it comes in.
await compare(
  'unseen words, lines with ୱ',
  unseenWords.filter((line) => line.text.includes('ୱ')),
)
await compare(
  'unseen words, lines without ୱ',
  unseenWords.filter((line) => !line.text.includes('ୱ')),
)

// Lines with the vowels ori cannot write (ଈ ଊ ଐ ଋ ଔ), each in a word the base never trained on.
const newLetters: LabelledLine[] = []
for (const font of ['lohit', 'samyak'] as const)
  newLetters.push(
    ...readGroundTruth(
      await chromiumLines(newLetterLines(100, 34, canSpell), FONTS[font], join(work, `${font}-new-letters`)),
    ),
  )
await compare('clean lines with ଈ ଊ ଐ ଋ ଔ (not in ori)', newLetters)

// The generator's ultra-realistic lines, as `pnpm eval --mode ultra-realistic` draws them, of the held-out sentences.
const realistic = join(work, 'ultra-realistic')
const texts = join(work, 'ultra-realistic.txt')
writeFileSync(texts, `${sampleLines(200, 1, sentenceText).filter(canSpell).join('\n')}\n`)
await run(
  'node',
  [
    join(repoRoot, 'scripts', 'synth.mjs'),
    '--mode',
    'ultra-realistic',
    '--variants',
    '1',
    '--input',
    texts,
    '--out',
    realistic,
    '--output-format',
    'tesstrain',
  ],
  { cwd: repoRoot },
)
await compare('ultra-realistic (as pnpm eval draws them), held-out sentences', readGroundTruth(realistic))

// The loop on a new book: Utkal with a scan look.
const book = chromiumLines(unseenLines(BOOK_LINES, 41, canSpell), FONTS.utkal, join(work, 'book'), { scanSeed: 41 })
const bookLines = readGroundTruth(await book)
const validated = join(work, 'book-validated')
const rest = join(work, 'book-rest')
for (const [dir, lines] of [
  [validated, bookLines.slice(0, BOOK_TRAINING)],
  [rest, bookLines.slice(BOOK_TRAINING)],
] as const) {
  mkdirSync(dir)
  for (const line of lines) {
    const name = line.image.replace(/^.*[/\\]/, '')
    writeFileSync(join(dir, name), readFileSync(line.image))
    writeFileSync(join(dir, name.replace(/\.png$/, '.gt.txt')), `${line.text}\n`)
  }
}

const app = await buildApp({
  ...loadConfig({}),
  logLevel: 'silent',
  dataDir: join(work, 'data'),
  webDir: join(work, 'no-web'),
})
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const waits: number[] = []
let probing = true
const probe = (async () => {
  while (probing) {
    const asked = performance.now()
    await fetch(`${address}/api/health`)
    waits.push(performance.now() - asked)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
})()
let peakKb = 0
const memory = setInterval(() => {
  void run('ps', ['-C', 'lstmtraining', '-o', 'rss=']).then(
    ({ stdout }) => (peakKb = Math.max(peakKb, ...stdout.split('\n').filter(Boolean).map(Number))),
    () => {},
  )
}, 1000)
const trained = join(work, 'book-model')
const started = performance.now()
const output = await new Promise<string>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'apps', 'api', 'src', 'cli', 'train.ts'),
      '--ground-truth',
      validated,
      '--eval',
      rest,
      '--from',
      join(baseDir, 'best', 'odia-base.traineddata.gz'),
      '--minutes',
      String(BOOK_MINUTES),
      '--name',
      'book',
      '--out',
      trained,
    ],
    { cwd: join(repoRoot, 'apps', 'api'), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.once('close', (code) =>
    code === 0 ? resolve(text) : reject(new Error(`pnpm train failed:\n${text.slice(-2000)}`)),
  )
})
const trainMinutes = (performance.now() - started) / 60000
probing = false
clearInterval(memory)
await probe
await app.close()

writeFileSync(join(tessdata, 'book.traineddata'), readFileSync(join(trained, 'fast', 'book.traineddata')))
const [oriBook, baseBook, newBook] = await compare(
  `new book (Utkal, scan look), its other ${bookLines.length - BOOK_TRAINING} lines`,
  readGroundTruth(rest),
  ['ori', 'base', 'book'],
)
const speeds = [...output.matchAll(/([\d.]+) it\/s/g)].map((match) => Number(match[1]))
const iterations = /Trained book: (\d+) iterations/.exec(output)?.[1]
const sorted = [...waits].sort((a, b) => a - b)
const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

console.log(
  `\nTraining bench, machine reference ${machineReference().toFixed(1)} MB/s, load ${loadavg()[0]!.toFixed(1)}\n`,
)
console.log(
  'CER over code points, by spelling (and as seen: joiners that join nothing dropped, subjoined ବ ଵ ୱ as one)\n',
)
console.log('| Lines | Count | CER ori | CER base | CER new model |')
console.log('| --- | ---: | ---: | ---: | ---: |')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
console.log(
  `\nNew book: pnpm train from the base on ${BOOK_TRAINING} lines, ${iterations} iterations in ${trainMinutes.toFixed(1)} min (all steps); CER ${percent(newBook!)} against ori's ${percent(oriBook!)} (target ≤ half: ${newBook! <= oriBook! / 2 ? 'met' : 'missed'}) and the base's ${percent(baseBook!)}.`,
)
console.log(
  `Training speed: ${speeds.at(-1) ?? '?'} it/s at the end; lstmtraining's peak memory ${(peakKb / 1024).toFixed(0)} MB.`,
)
console.log(
  `GET /api/health during the training (${waits.length} asks): p50 ${quantile(0.5).toFixed(1)} ms, p99 ${quantile(0.99).toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms.`,
)
console.log(`Base model: ${readFileSync(join(baseDir, 'README.md'), 'utf8').match(/- Iterations: .*/)?.[0] ?? ''}`)
rmSync(work, { recursive: true, force: true })
