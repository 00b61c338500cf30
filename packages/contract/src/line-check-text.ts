import { counted } from './counted'
import type { LineExportFormat } from './dataset-formats'
import type { CharacterFinding, FlaggedLine, LineCheckReport, LineFinding } from './line-export'

type LineFindingName = 'empty' | 'not_nfc' | 'line_breaks' | 'too_short' | 'duplicates' | 'conflicting'

interface LineFindingText {
  name: LineFindingName
  /** It stops a trainer or teaches it wrong, rather than being worth a look. */
  breaks: boolean
  heading: (report: LineCheckReport) => string
  advice: string
}

/** Each line finding's heading, whether it breaks trainers, and what it means for training, in the report's order. */
const LINE_FINDINGS: LineFindingText[] = [
  {
    name: 'empty',
    breaks: true,
    heading: () => 'Empty labels',
    advice: 'Trainers skip them or stop on them: give the line its text or delete it.',
  },
  {
    name: 'not_nfc',
    breaks: true,
    heading: () => 'Labels not in Unicode NFC',
    advice:
      'The same letters in another code point order: a model learns two spellings of one word, and tesstrain, which normalises, no longer matches the text you check against.',
  },
  {
    name: 'line_breaks',
    breaks: false,
    heading: () => 'Labels with a line break or tab',
    advice: 'Written with a space instead (one line, one label): check that the line is really one line.',
  },
  {
    name: 'too_short',
    breaks: false,
    heading: (report) => `Lines shorter than ${report.thresholds.min_line_height} px`,
    advice: "Too small to read once scaled to a trainer's line height; often a speck or a rule found as a line.",
  },
  {
    name: 'duplicates',
    breaks: false,
    heading: () => 'Lines repeating an earlier line (same image pixels, same box, same text)',
    advice: 'Counted twice in training, and can land in both the training and the validation part.',
  },
  {
    name: 'conflicting',
    breaks: false,
    heading: () => "Lines with an earlier line's crop but another text",
    advice: 'The trainer is taught two answers for one image: keep the right one.',
  },
]

/**
 * Whether something in the check stops trainers or teaches them wrong: an empty label, a label not in NFC, or a
 * character outside the set a trainer is given. Rare characters, short boxes, line breaks and repeated crops are only
 * worth a look.
 */
export const breaksTrainers = (report: Pick<LineCheckReport, 'characters' | LineFindingName>): boolean =>
  report.characters.some((finding) => finding.outside) ||
  LINE_FINDINGS.some(({ name, breaks }) => breaks && report[name].count > 0)

const lineRef = ({ image, line, same_as }: FlaggedLine): string =>
  `${image} line ${line}${same_as ? ` (as ${same_as.image} line ${same_as.line})` : ''}`

const characterRow = (finding: CharacterFinding): string => {
  const examples = finding.examples.map((example) => lineRef(example)).join('; ')
  return `  ${finding.code_point.padEnd(8)} ${finding.shown.padEnd(3)} ${finding.script.padEnd(10)} ${counted(finding.lines, 'line')}, ${counted(finding.occurrences, 'time')}  e.g. ${examples}`
}

const findingSection = (heading: string, finding: LineFinding, advice: string): string => {
  const more =
    finding.count > finding.examples.length
      ? `\n  … and ${(finding.count - finding.examples.length).toLocaleString('en')} more`
      : ''
  return `${heading} (${finding.count.toLocaleString('en')}):\n${finding.examples.map((example) => `  ${lineRef(example)}`).join('\n')}${more}\n  → ${advice}\n`
}

const charactersSection = (heading: string, characters: CharacterFinding[], advice: string): string[] =>
  characters.length === 0
    ? []
    : [`${heading} (${characters.length}):\n${characters.map(characterRow).join('\n')}\n  → ${advice}\n`]

/** The trainer-safe check in three parts: what was checked and the verdict, what breaks trainers, what is worth a look. */
export interface LineCheckSections {
  summary: string
  breaks: string
  notes: string
}

export function lineCheckSections(report: LineCheckReport, format: LineExportFormat): LineCheckSections {
  const scope = report.only_validated
    ? `validated lines only; ${counted(report.left_out, 'line')} without a validated text left out`
    : 'all lines, with the extracted text where none was validated'
  const outside = report.characters.filter((finding) => finding.outside)
  const rare = report.characters.filter((finding) => !finding.outside)
  const breaks = [
    ...charactersSection(
      'Characters outside the Odia block, digits, space and common punctuation',
      outside,
      'A trainer given such a character stops or drops the line: Tesseract says "Encoding of string failed", kraken "Non-encodable sequence", PaddleOCR drops it. A character from another script is usually a typing or OCR slip.',
    ),
    ...LINE_FINDINGS.filter(({ name, breaks }) => breaks && report[name].count > 0).map(({ name, heading, advice }) =>
      findingSection(heading(report), report[name], advice),
    ),
  ]
  const notes = [
    ...charactersSection(
      `Characters in fewer than ${report.thresholds.rare_below_lines} of these ${counted(report.lines, 'line')}`,
      rare,
      'Nothing to correct: these are only rare in this export. A model learns little from one or two lines, and a character that falls only in the validation part can stop Tesseract, so more lines with them help.',
    ),
    ...LINE_FINDINGS.filter(({ name, breaks }) => !breaks && report[name].count > 0).map(({ name, heading, advice }) =>
      findingSection(heading(report), report[name], advice),
    ),
  ]
  const verdict =
    breaks.length > 0
      ? 'Some lines break trainers (below): correct them in the tool and export again.'
      : notes.length > 0
        ? 'Nothing here breaks a trainer; the notes below are worth a look.'
        : 'Nothing found: every line is safe to train on.'
  return {
    summary: `Trainer-safe check of ${counted(report.lines, 'line')} from ${counted(report.pages, 'page')}, exported as ${format} (${scope}).\n\n${verdict}\n`,
    breaks: breaks.length > 0 ? `Breaks trainers:\n\n${breaks.join('\n')}` : '',
    notes: notes.length > 0 ? `Worth a look:\n\n${notes.join('\n')}` : '',
  }
}

/** The trainer-safe check as a person reads it: the archive's `export-report.txt`. */
export function lineCheckText(report: LineCheckReport, format: LineExportFormat): string {
  const { summary, breaks, notes } = lineCheckSections(report, format)
  return [summary, breaks, notes].filter(Boolean).join('\n')
}
