// `pnpm base-model`: the recipe of the shipped base model, apps/api/models/odia-base. ori, recovered to float, is
// fine-tuned on the generator's own lines — clean lines in every bundled family and ultra-realistic scan-like ones,
// mostly of ori's own dictionary words, rich in ୱ and the conjuncts ori misreads (base-model-texts.ts). Each best
// checkpoint is read on its held-out lines, on clean lines of dictionary words it never trains on, and on guard lines:
// words of CLDR's names (which ori never learnt as a dictionary either), both drawn in two Debian fonts it never trains
// on (Lohit Odia, Samyak Oriya). The checkpoint kept is the best on the held-out lines among those that read the guard
// lines no worse than ori, so what ori reads well is not traded away. `--tiny` runs the same recipe in seconds.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { BASE_MODEL_ID, BUNDLED_FONT_FAMILIES, type ModelInfo } from '@odia-ai/contract'
import { fromCaller } from '../config'
import { AppError } from '../errors'
import { nameWordHalves, odiaNameWords } from '../eval/cldr-names'
import { wordLines } from '../eval/word-lines'
import { baseModelTexts, listedWords, splitDictionary } from '../training/base-model-texts'
import { modelScores, type EvalSet } from '../training/evaluate'
import { writeAtomically } from '../training/evaluate-model'
import { oriWords } from '../training/ori-words'
import { shippedOri } from '../training/starting-point'
import { describePassedOver, syntheticTexts } from '../training/synthetic-texts'
import { unicharsetOf } from '../training/unicharset'
import { unicharsToAdd, withUnichars } from '../training/unicharset-extension'
import { wholeNumber } from './request-flags'

const USAGE = `Usage: pnpm base-model [--minutes M | --iterations N] [--lines N] [--out DIR] [--work DIR] [--tiny]

  --minutes     train for this long (default 80), keeping the best checkpoint that reads unseen words in
                unseen fonts no worse than ori
  --iterations  or train this many iterations
  --lines       synthetic lines to train on, half clean and half ultra-realistic (default 8000)
  --out         where the model is written (default apps/api/models/odia-base, the shipped one)
  --work        the working folder (default: odia-base-model in the system's temporary folder)
  --tiny        the same recipe at a toy size (40 lines, 100 iterations): checks the recipe, not a model to ship

Needs Debian's tesseract-ocr, fonts-lohit-orya and fonts-samyak-orya.`

/** Clean lines in two fonts never trained on: what ori already reads well, and must still read. */
const UNSEEN_FONTS = [
  { family: 'Lohit Odia', dir: '/usr/share/fonts/truetype/lohit-oriya', package: 'fonts-lohit-orya' },
  { family: 'Samyak Oriya', dir: '/usr/share/fonts/truetype/samyak-fonts', package: 'fonts-samyak-orya' },
]
/** Where `pnpm synth` and `pnpm train` are defined, whatever folder the recipe is run from. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const TEXT_SEED = 1
const EVAL_SEED = 2
const GUARD_SEED = 3
const SIZES = '28,36,48'
const WEIGHTS = '400,700'

const bad = (message: string) => new AppError(400, 'BAD_ARGUMENT', message)

function readOptions() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string' },
      iterations: { type: 'string' },
      lines: { type: 'string' },
      out: { type: 'string', default: 'apps/api/models/odia-base' },
      work: { type: 'string', default: join(tmpdir(), 'odia-base-model') },
      tiny: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (values.minutes !== undefined && values.iterations !== undefined)
    throw bad('Give --minutes or --iterations, not both.')
  const budget =
    values.iterations !== undefined
      ? ['--iterations', String(wholeNumber('iterations', values.iterations))]
      : values.minutes !== undefined
        ? ['--minutes', String(wholeNumber('minutes', values.minutes))]
        : values.tiny
          ? ['--iterations', '100']
          : ['--minutes', '80']
  const lines = values.lines !== undefined ? wholeNumber('lines', values.lines) : values.tiny ? 40 : 8000
  if (lines < 2) throw bad('--lines must be at least 2: half are drawn clean, half ultra-realistic.')
  return {
    budget,
    lines,
    evalLines: values.tiny ? 6 : 150,
    out: resolve(fromCaller(values.out)),
    work: resolve(fromCaller(values.work)),
  }
}

/** Runs one of the repository's commands (`pnpm synth`, `pnpm train`), its output shown as it comes. */
function pnpm(args: string[]): void {
  console.log(`\n$ pnpm ${args.join(' ')}`)
  const result = spawnSync('pnpm', ['-s', ...args], { stdio: 'inherit', cwd: REPO_ROOT })
  if (result.status !== 0) throw new Error(`pnpm ${args[0]} failed (${result.signal ?? `exit code ${result.status}`}).`)
}

function draw(dir: string, textFile: string, flags: string[]): string {
  rmSync(dir, { recursive: true, force: true })
  pnpm(['synth', '--input', textFile, '--out', dir, '--output-format', 'tesstrain', '--seed', '1', ...flags])
  return dir
}

function writeTexts(path: string, texts: readonly string[]): string {
  writeFileSync(path, `${texts.join('\n')}\n`)
  return path
}

function shippedInfo(trained: string, iterations: number, seconds: number): ModelInfo {
  const { sets } = JSON.parse(readFileSync(join(trained, 'eval.json'), 'utf8')) as { sets: EvalSet[] }
  return {
    id: BASE_MODEL_ID,
    label: 'Odia base (ori fine-tuned on generated lines)',
    kind: 'builtin',
    created_at: new Date().toISOString(),
    starting_point: 'ori, recovered to float',
    iterations,
    seconds: Math.round(seconds),
    trainable: true,
    scores: modelScores(sets),
  }
}

function main(): void {
  const options = readOptions()
  for (const font of UNSEEN_FONTS)
    if (!existsSync(font.dir)) throw bad(`${font.family} is not installed: apt-get install ${font.package} (Debian).`)
  mkdirSync(options.work, { recursive: true })
  const started = performance.now()

  // The words the training bench measures as never seen are kept out of training and of the choice of checkpoint.
  const dictionary = splitDictionary(oriWords(options.work), TEXT_SEED, new Set(odiaNameWords()))
  console.log(
    `ori's dictionary: ${dictionary.training.length} words to train on, ${dictionary.heldOut.length} held out.`,
  )
  // Only texts ori's unicharset can spell, grown by the letters the listed words add (ଈ ଊ ଐ ଋ, which ori lacks): a line
  // that still cannot encode would fail the encoding check by name.
  const ori = unicharsetOf(shippedOri())
  const unicharset = withUnichars(ori, unicharsToAdd(listedWords(), ori))
  console.log(
    `Letters added to ori's: ${[...unicharset.unichars].filter((unichar) => !ori.unichars.has(unichar)).join(' ')}`,
  )
  const usable = (count: number, lines: string[]) => {
    const { texts, passedOver } = syntheticTexts(count, unicharset, { lines })
    const leftOut = describePassedOver(passedOver)
    if (leftOut) console.log(`${leftOut}.`)
    return texts
  }
  const texts = usable(options.lines, baseModelTexts(options.lines, TEXT_SEED, dictionary.training))
  const half = Math.ceil(texts.length / 2)
  const bundled = BUNDLED_FONT_FAMILIES.map(({ family }) => family).join(',')
  const styles = ['--fonts', bundled, '--weights', WEIGHTS, '--sizes', SIZES]
  const clean = draw(join(options.work, 'clean'), writeTexts(join(options.work, 'clean.txt'), texts.slice(0, half)), [
    '--mode',
    'single',
    ...styles,
  ])
  const scan = draw(join(options.work, 'scan'), writeTexts(join(options.work, 'scan.txt'), texts.slice(half)), [
    '--mode',
    'ultra-realistic',
    '--variants',
    '1',
    ...styles,
    '--strength',
    'medium',
  ])
  const inUnseenFonts = (name: string, texts: string[]) => {
    const textFile = writeTexts(join(options.work, `${name}.txt`), texts)
    return UNSEEN_FONTS.map((font) =>
      draw(join(options.work, `${name}-${font.family.replaceAll(' ', '-').toLowerCase()}`), textFile, [
        '--mode',
        'single',
        '--fonts-dir',
        font.dir,
        '--fonts',
        font.family,
        '--sizes',
        '36',
      ]),
    )
  }
  const unseen = inUnseenFonts(
    'eval',
    usable(options.evalLines, wordLines(options.evalLines, EVAL_SEED, dictionary.heldOut)),
  )
  const guard = inUnseenFonts(
    'guard',
    usable(options.evalLines, wordLines(options.evalLines, GUARD_SEED, nameWordHalves().guard)),
  )

  const trained = join(options.work, 'trained')
  const trainStarted = performance.now()
  pnpm([
    'train',
    '--ground-truth',
    clean,
    '--ground-truth',
    scan,
    ...unseen.flatMap((dir) => ['--eval', dir]),
    ...guard.flatMap((dir) => ['--guard', dir]),
    '--from',
    'ori',
    '--name',
    BASE_MODEL_ID,
    '--out',
    trained,
    ...options.budget,
  ])
  const trainSeconds = (performance.now() - trainStarted) / 1000
  const card = readFileSync(join(trained, 'README.md'), 'utf8')
  const iterations = Number(/- Iterations: (\d+)/.exec(card)?.[1] ?? 0)

  // The shipped folder: gzipped models (tesseract.js reads .gz; training unzips), the card and model.json.
  for (const kind of ['best', 'fast'] as const) {
    mkdirSync(join(options.out, kind), { recursive: true })
    const target = join(options.out, kind, `${BASE_MODEL_ID}.traineddata.gz`)
    writeFileSync(`${target}.partial`, gzipSync(readFileSync(join(trained, kind, `${BASE_MODEL_ID}.traineddata`))))
    renameSync(`${target}.partial`, target)
  }
  const recipe = `\n## Recipe\n\nMade by \`${['pnpm base-model', ...process.argv.slice(2)].join(' ')}\`.\n`
  writeAtomically(join(options.out, 'README.md'), `${card.trimEnd()}\n${recipe}`)
  writeAtomically(
    join(options.out, 'model.json'),
    `${JSON.stringify(shippedInfo(trained, iterations, trainSeconds), null, 2)}\n`,
  )
  console.log(
    `\nThe base model is in ${options.out} (${Math.round((performance.now() - started) / 60000)} min in all).`,
  )
}

try {
  main()
} catch (error) {
  console.error(error instanceof AppError ? error.message : error)
  process.exit(1)
}
