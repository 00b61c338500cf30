import { badRequest } from '../errors'
import type { LabelledLine } from './ground-truth'
import { encodingFailure, nameCharacter, type Unicharset } from './unicharset'
import { unicharsToAdd, withUnichars } from './unicharset-extension'

/** What the check reads of a line: how a reader finds it, and its label. */
type Label = Pick<LabelledLine, 'name' | 'text'>

export interface EncodingProblem {
  line: Label
  /** The character where the label stops encoding. */
  character: string
}

/** Every line whose label the unicharset cannot spell, with the character it stops at. */
export function encodingProblems(lines: readonly Label[], unicharset: Unicharset): EncodingProblem[] {
  return lines.flatMap((line) => {
    const at = encodingFailure(line.text, unicharset)
    return at < 0 ? [] : [{ line, character: String.fromCodePoint(line.text.codePointAt(at)!) }]
  })
}

/**
 * Refuses a training whose labels do not all encode, naming each line. Lines are never dropped quietly: a model
 * trained without them would never learn their characters. Run after the unicharset took in every character the
 * labels need (extended-traineddata.ts), it finds what no model should learn: a control or format character, a
 * space other than U+0020.
 */
export function assertEncodable(lines: readonly Label[], unicharset: Unicharset, model: string): void {
  const problems = encodingProblems(lines, unicharset)
  if (problems.length === 0) return
  const shown = problems
    .slice(0, 20)
    .map(({ line, character }) => `  ${line.name}: ${nameCharacter(character)} in "${line.text}"`)
  const more = problems.length > shown.length ? [`  … and ${problems.length - shown.length} more`] : []
  const characters = [...new Set(problems.map(({ character }) => character))].map(nameCharacter).join(', ')
  throw badRequest(
    'LABEL_CANNOT_ENCODE',
    [
      `${problems.length} line${problems.length === 1 ? '' : 's'} cannot be encoded with the unicharset of ${model}, which lacks ${characters}:`,
      ...shown,
      ...more,
      'Correct or remove these lines. Training adds the letters, signs and symbols labels need to the unicharset,',
      'but not a control or format character on its own, nor a space other than U+0020.',
    ].join('\n'),
  )
}

/** How a refusal names the unicharset: the starting model's, or that extended with what the labels need. */
export const unicharsetName = (model: string, added: readonly string[]): string =>
  added.length === 0 ? model : `${model} extended for the labels`

/** `assertEncodable` against the unicharset a training of these lines would use, without making it. */
export function assertTrainable(lines: readonly Label[], unicharset: Unicharset, model: string): void {
  const added = unicharsToAdd(
    lines.map((line) => line.text),
    unicharset,
  )
  assertEncodable(lines, withUnichars(unicharset, added), unicharsetName(model, added))
}
