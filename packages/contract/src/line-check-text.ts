import { counted } from './counted'
import type { LineExportFormat } from './dataset-formats'
import type { CharacterFinding, FlaggedLine, LineCheckReport, LineFinding } from './line-export'

type LineFindingName = 'empty' | 'not_nfc' | 'line_breaks' | 'too_short' | 'duplicates' | 'conflicting'

/** Each line finding's heading and what it means for training, in the report's order. */
const LINE_FINDINGS: Array<[LineFindingName, (report: LineCheckReport) => string, string]> = [
  ['empty', () => 'Empty labels', 'Trainers skip them or stop on them: give the line its text or delete it.'],
  [
    'not_nfc',
    () => 'Labels not in Unicode NFC',
    'The same letters in another code point order: a model learns two spellings of one word, and tesstrain, which normalises, no longer matches the text you check against.',
  ],
  [
    'line_breaks',
    () => 'Labels with a line break or tab',
    'Written with a space instead (one line, one label): check that the line is really one line.',
  ],
  [
    'too_short',
    (report) => `Lines shorter than ${report.thresholds.min_line_height} px`,
    "Too small to read once scaled to a trainer's line height; often a speck or a rule found as a line.",
  ],
  [
    'duplicates',
    () => 'Lines repeating an earlier line (same image pixels, same box, same text)',
    'Counted twice in training, and can land in both the training and the validation part.',
  ],
  [
    'conflicting',
    () => "Lines with an earlier line's crop but another text",
    'The trainer is taught two answers for one image: keep the right one.',
  ],
]

const lineRef = ({ image, line, same_as }: FlaggedLine): string =>
  `${image} line ${line}${same_as ? ` (as ${same_as.image} line ${same_as.line})` : ''}`

const characterRow = (finding: CharacterFinding): string => {
  const reasons = [finding.outside ? 'outside' : '', finding.rare ? 'rare' : ''].filter(Boolean).join(', ')
  const examples = finding.examples.map((example) => lineRef(example)).join('; ')
  return `  ${finding.code_point.padEnd(8)} ${finding.shown.padEnd(3)} ${finding.script.padEnd(10)} ${counted(finding.lines, 'line')}, ${counted(finding.occurrences, 'time')}  ${reasons}  e.g. ${examples}`
}

const findingSection = (heading: string, finding: LineFinding, advice: string): string => {
  const more =
    finding.count > finding.examples.length
      ? `\n  … and ${(finding.count - finding.examples.length).toLocaleString('en')} more`
      : ''
  return `${heading} (${finding.count.toLocaleString('en')}):\n${finding.examples.map((example) => `  ${lineRef(example)}`).join('\n')}${more}\n  → ${advice}\n`
}

/** The trainer-safe check as a person reads it: the archive's `export-report.txt`, and the page's report. */
export function lineCheckText(report: LineCheckReport, format: LineExportFormat): string {
  const scope = report.only_validated
    ? `validated lines only; ${counted(report.left_out, 'line')} without a validated text left out`
    : 'all lines, with the extracted text where none was validated'
  const sections = [
    `Trainer-safe check of ${counted(report.lines, 'line')} from ${counted(report.pages, 'page')}, exported as ${format} (${scope}).\n`,
    report.trainer_safe
      ? 'Nothing found: every line is safe to train on.\n'
      : 'Trainers fail on, or silently drop, the lines below. Correct them in the tool and export again.\n',
  ]
  if (report.characters.length > 0) {
    sections.push(
      `Characters outside the Odia block, digits, space and common punctuation ("outside"), or used by fewer than ${report.thresholds.rare_below_lines} lines ("rare") (${report.characters.length}):\n` +
        `${report.characters.map(characterRow).join('\n')}\n` +
        '  → A character in one or two lines cannot be learned, and one missing from the training lines stops the trainer: Tesseract says "Encoding of string failed", kraken "Non-encodable sequence", PaddleOCR drops it. A character from another script is usually a typing or OCR slip.\n',
    )
  }
  for (const [name, heading, advice] of LINE_FINDINGS) {
    if (report[name].count > 0) sections.push(findingSection(heading(report), report[name], advice))
  }
  return sections.join('\n')
}
