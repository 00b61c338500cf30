// Reads held-out line images with a model through the tesseract CLI and scores the readings (CER, WER) against
// their labels, as the model card reports them.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ModelScore } from '@odia-ai/contract'
import { aggregateErrorRates, textErrors, type AggregateErrorRates } from '@odia-ai/text-metrics'
import type { LabelledLine } from './ground-truth'
import { runTool, type ToolRun } from './tesseract-tools'

/** tesseract ends each page (each image of a list) with a form feed. */
const PAGE_SEPARATOR = '\f'

export interface ReadLine {
  name: string
  reference: string
  /** What the trained model read. */
  model: string
  /** What ori read. */
  ori: string
}

export interface EvalSet {
  /** "held out of <folder>" or "--eval <folder>". */
  name: string
  lines: ReadLine[]
}

export interface SetScores {
  model: AggregateErrorRates
  ori: AggregateErrorRates
}

/** Every image read by `lang` from `tessdata` as one line (--psm 7), in order: one tesseract process per list. */
export async function readLines(
  images: readonly string[],
  tessdata: string,
  lang: string,
  dir: string,
  run: ToolRun = {},
): Promise<string[]> {
  if (images.length === 0) return []
  mkdirSync(dir, { recursive: true })
  const list = join(dir, `${lang}-images.txt`)
  writeFileSync(list, images.map((image) => `${image}\n`).join(''))
  const stdout = await runTool('tesseract', [list, 'stdout', '--tessdata-dir', tessdata, '-l', lang, '--psm', '7'], run)
  const pages = stdout.split(PAGE_SEPARATOR).slice(0, images.length)
  if (pages.length !== images.length)
    throw new Error(`tesseract read ${pages.length} of ${images.length} images of ${list}`)
  return pages.map((page) => page.trim().normalize('NFC'))
}

/** The pooled CER (code points, %) of `lang` reading the lines; with `fold`, of label and reading folded alike. */
export async function linesCer(
  lines: readonly LabelledLine[],
  reader: { tessdata: string; lang: string; dir: string },
  options: { run?: ToolRun; fold?: (text: string) => string } = {},
): Promise<number> {
  const read = await readLines(
    lines.map((line) => line.image),
    reader.tessdata,
    reader.lang,
    reader.dir,
    options.run,
  )
  return linesReadCer(lines, read, options.fold)
}

/** The pooled CER (code points, %) of the readings of the lines, in order; with `fold`, both folded alike. */
export function linesReadCer(
  lines: readonly LabelledLine[],
  read: readonly string[],
  fold: (text: string) => string = (text) => text,
): number {
  const errors = lines.map((line, index) => textErrors(fold(line.text), fold(read[index]!)))
  return aggregateErrorRates(errors).cerCodepoints * 100
}

export interface Readers {
  /** tessdata folder and language of the trained model, and of ori. */
  model: { tessdata: string; lang: string }
  ori: { tessdata: string; lang: string }
  workDir: string
}

export async function evaluateSet(name: string, lines: readonly LabelledLine[], readers: Readers): Promise<EvalSet> {
  const images = lines.map((line) => line.image)
  const model = await readLines(images, readers.model.tessdata, readers.model.lang, readers.workDir)
  const ori = await readLines(images, readers.ori.tessdata, readers.ori.lang, readers.workDir)
  return {
    name,
    lines: lines.map((line, index) => ({
      name: line.name,
      reference: line.text,
      model: model[index]!,
      ori: ori[index]!,
    })),
  }
}

/** The pooled CER and WER of each reader on a set. */
export function scoreSet(set: EvalSet): SetScores {
  return {
    model: aggregateErrorRates(set.lines.map((line) => textErrors(line.reference, line.model))),
    ori: aggregateErrorRates(set.lines.map((line) => textErrors(line.reference, line.ori))),
  }
}

/**
 * A card's figures as model.json keeps them: the pooled CER (code points, %) of the model and of ori on each set; null
 * when every line is too long to compare.
 */
export function modelScores(sets: readonly EvalSet[]): ModelScore[] {
  return sets.map((set) => {
    const { model, ori } = scoreSet(set)
    const percent = (rates: typeof model) => (rates.count === 0 ? null : rates.cerCodepoints * 100)
    return { set: set.name, lines: set.lines.length, cer: percent(model), ori_cer: percent(ori) }
  })
}
