import {
  breaksTrainers,
  type CharacterFinding,
  type FlaggedLine,
  type LineCheckReport,
  type LineFinding,
  type LineRef,
} from '@odia-ai/contract'
import type { ExportLine, ExportPage } from './export-page'

/**
 * A character used by fewer lines than this is rare: a recogniser cannot learn it from one or two examples, and when
 * the lines are split into training and validation it may fall in one part only.
 */
export const RARE_BELOW_LINES = 3

/**
 * Lines whose box is shorter than this are flagged: an Odia line's vowel signs and subscripts are then a pixel or two
 * tall, which no scaling up to a trainer's 32–64 px line height restores, and such a box is more often a fragment, a rule
 * or a speck found as a line than a line of text.
 */
export const MIN_LINE_HEIGHT = 10

const MAX_EXAMPLES = 20
const CHARACTER_EXAMPLES = 3

/**
 * The characters an Odia line is expected to hold: the Odia block, ASCII digits, space and punctuation, the dandas,
 * ZWNJ and ZWJ, and common typographic punctuation (dashes, curly quotes, ellipsis) and the rupee sign.
 */
const EXPECTED =
  /^[\u0B00-\u0B7F0-9 !-/:-@[-`{-~\u0964\u0965\u200C-\u200D\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u20B9]$/u

/** Line breaks and tabs, which would split a label over lines or columns in every format: each run becomes one space. */
const SPLITTING = /[\t\n\v\f\r\u0085\u2028\u2029]+/g

/** Scripts named in the report; a character of any other is `Other`. */
const SCRIPTS = ['Oriya', 'Bengali', 'Devanagari', 'Telugu', 'Latin', 'Common', 'Inherited'].map((name) => ({
  name,
  pattern: new RegExp(`^\\p{Script=${name}}$`, 'u'),
}))

const scriptOf = (character: string): string => SCRIPTS.find(({ pattern }) => pattern.test(character))?.name ?? 'Other'

/** A combining mark on a dotted circle, a control, format character or space by its code point only, any other as it is. */
const shown = (character: string): string =>
  /^\p{M}$/u.test(character) ? `◌${character}` : /^[\p{C}\p{Z}]$/u.test(character) ? '' : character

const codePoint = (character: string): string =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

class Finding {
  count = 0
  readonly examples: FlaggedLine[] = []

  add(line: FlaggedLine): void {
    this.count += 1
    if (this.examples.length < MAX_EXAMPLES) this.examples.push(line)
  }

  toJSON(): LineFinding {
    return { count: this.count, examples: this.examples }
  }
}

interface CharacterUse {
  lines: number
  occurrences: number
  examples: LineRef[]
}

/**
 * The trainer-safe check. It takes each page as the export reads it, decides which lines go in (with `onlyValidated`,
 * those a person validated) and gives them their labels, and notes what trainers reject or silently drop: characters
 * outside the expected set or too rare to learn, empty labels, labels not in NFC, line breaks inside a label, boxes
 * too short to read, and crops repeated (same image pixels and box) under the same or another text. Only texts and
 * boxes are read, never pixels, so the check alone costs no decoding.
 */
export class LineCheck {
  private pages = 0
  private lines = 0
  private leftOut = 0
  private readonly characters = new Map<string, CharacterUse>()
  private readonly empty = new Finding()
  private readonly notNfc = new Finding()
  private readonly lineBreaks = new Finding()
  private readonly tooShort = new Finding()
  private readonly duplicates = new Finding()
  private readonly conflicting = new Finding()
  /** The first line of each crop (page source and box), with its label. */
  private readonly crops = new Map<string, { ref: LineRef; text: string }>()

  constructor(private readonly onlyValidated: boolean) {}

  /** The page's lines to export, each with its label (its text on one line). */
  take(page: ExportPage): ExportLine[] {
    const taken = page.lines.filter((line) => line.validated || !this.onlyValidated)
    this.leftOut += page.lines.length - taken.length
    if (taken.length > 0) this.pages += 1
    return taken.map((line) => {
      const label = line.text.replace(SPLITTING, ' ')
      this.note(page, line, label)
      return { ...line, text: label }
    })
  }

  report(): LineCheckReport {
    const characters = [...this.characters]
      .map(([character, use]): CharacterFinding => ({
        code_point: codePoint(character),
        shown: shown(character),
        script: scriptOf(character),
        lines: use.lines,
        occurrences: use.occurrences,
        outside: !EXPECTED.test(character),
        rare: use.lines < RARE_BELOW_LINES,
        examples: use.examples,
      }))
      .filter((finding) => finding.outside || finding.rare)
      .sort((a, b) => a.lines - b.lines || a.code_point.localeCompare(b.code_point))
    const findings = {
      empty: this.empty.toJSON(),
      not_nfc: this.notNfc.toJSON(),
      line_breaks: this.lineBreaks.toJSON(),
      too_short: this.tooShort.toJSON(),
      duplicates: this.duplicates.toJSON(),
      conflicting: this.conflicting.toJSON(),
    }
    return {
      only_validated: this.onlyValidated,
      pages: this.pages,
      lines: this.lines,
      left_out: this.leftOut,
      thresholds: { rare_below_lines: RARE_BELOW_LINES, min_line_height: MIN_LINE_HEIGHT },
      characters,
      ...findings,
      trainer_safe: !breaksTrainers({ characters, ...findings }),
    }
  }

  private note(page: ExportPage, line: ExportLine, label: string): void {
    const ref: LineRef = { image: page.imageName, line: line.index + 1 }
    this.lines += 1
    if (label.trim() === '') this.empty.add(ref)
    if (label !== label.normalize('NFC')) this.notNfc.add(ref)
    if (label !== line.text) this.lineBreaks.add(ref)
    if (line.box[3] < MIN_LINE_HEIGHT) this.tooShort.add(ref)
    this.noteCrop(page.source, line, ref, label)
    this.noteCharacters(label, ref)
  }

  private noteCrop(source: string, line: ExportLine, ref: LineRef, label: string): void {
    const key = `${source} ${line.box.join(',')}`
    const first = this.crops.get(key)
    if (!first) this.crops.set(key, { ref, text: label })
    else (first.text === label ? this.duplicates : this.conflicting).add({ ...ref, same_as: first.ref })
  }

  private noteCharacters(label: string, ref: LineRef): void {
    const counts = new Map<string, number>()
    for (const character of label) counts.set(character, (counts.get(character) ?? 0) + 1)
    for (const [character, occurrences] of counts) {
      const use = this.characters.get(character) ?? { lines: 0, occurrences: 0, examples: [] }
      use.lines += 1
      use.occurrences += occurrences
      if (use.examples.length < CHARACTER_EXAMPLES) use.examples.push(ref)
      this.characters.set(character, use)
    }
  }
}

/** The trainer-safe check alone, for the page to show before the download: texts and boxes only, no pixels decoded. */
export async function checkLineExport(
  pages: AsyncIterable<ExportPage> | Iterable<ExportPage>,
  onlyValidated = true,
): Promise<LineCheckReport> {
  const check = new LineCheck(onlyValidated)
  for await (const page of pages) check.take(page)
  return check.report()
}
