// A trained model's card, `README.md` beside its best/ and fast/ folders: what it learnt from, where it started,
// how long it trained, and how it reads each held-out set next to ori on the same lines, with its 20 worst lines.
import { characterErrors, rate } from '@odia-ai/text-metrics'
import type { Checkpoint } from './checkpoints'
import { scoreSet, type EvalSet } from './evaluate'
import { nameCharacter } from './unicharset'

export interface CardData {
  /** Each folder trained on: how many of its lines trained and how many were held out. */
  folder: string
  train: number
  heldOut: number
}

export interface ModelCardFacts {
  name: string
  /** What trained it: `` `pnpm train` `` or the server's training job. */
  trainedWith: string
  data: CardData[]
  /** The generator's lines, when there were any: how many and with what options. */
  synthetic?: { lines: number; options: string; texts: string }
  startingPoint: string
  /** The unichars the labels needed that the starting model's unicharset lacked, added to it in this order. */
  addedUnichars: string[]
  iterations: number
  seconds: number
  /** The checkpoint the model files were made from. */
  checkpoint: string
  /** Why training ended. */
  ending: string
  evalSets: EvalSet[]
}

export const WORST_LINES = 20

export const describeCheckpoint = ({ error, iteration, heldOutError }: Checkpoint): string =>
  error === undefined
    ? 'the last checkpoint'
    : `the best checkpoint (training BCER ${error} %${heldOutError === undefined ? '' : `, held-out CER ${heldOutError.toFixed(2)} %`} at iteration ${iteration})`

const percent = (value: number) => `${(value * 100).toFixed(2)} %`
const cell = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('|', '\\|') || '∅'

export const describeUnicharset = (added: readonly string[]): string =>
  added.length === 0
    ? 'the starting model’s own'
    : `the starting model’s, extended by ${added.map(nameCharacter).join(', ')} for the labels`

const duration = (seconds: number) =>
  seconds < 120 ? `${Math.round(seconds)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`

/** A line's CER in code points (1 when the label is empty but something was read). */
export const lineCer = (reference: string, reading: string): number => {
  const errors = characterErrors(reference, reading, 'codepoint')
  return errors ? rate(errors) : 1
}

export function modelCard(facts: ModelCardFacts): string {
  const { name } = facts
  const rows = facts.evalSets.map((set) => {
    const scores = scoreSet(set)
    return `| ${cell(set.name)} | ${set.lines.length} | ${percent(scores.ori.cerCodepoints)} | ${percent(scores.model.cerCodepoints)} | ${percent(scores.ori.wer)} | ${percent(scores.model.wer)} |`
  })
  const worst = facts.evalSets
    .flatMap((set) => set.lines)
    .map((line) => ({ ...line, cer: lineCer(line.reference, line.model) }))
    .sort((a, b) => b.cer - a.cer || (a.name < b.name ? -1 : 1))
    .slice(0, WORST_LINES)
  return [
    `# ${name}`,
    '',
    `A Tesseract LSTM model for Odia trained with ${facts.trainedWith}. \`best/${name}.traineddata\` is the float model`,
    `(\`pnpm train --from\` trains it further); \`fast/${name}.traineddata\` is the integer model recognition reads.`,
    '',
    '## Data',
    '',
    '| Folder | Lines trained on | Lines held out |',
    '| --- | ---: | ---: |',
    ...facts.data.map((data) => `| ${cell(data.folder)} | ${data.train} | ${data.heldOut} |`),
    '',
    facts.synthetic
      ? `Synthetic lines: ${facts.synthetic.lines}, drawn by the generator with ${facts.synthetic.options}; texts from ${facts.synthetic.texts}.`
      : 'No synthetic lines.',
    'Held-out lines are chosen by a fixed seed (one line in ten of each folder) and never trained on.',
    '',
    '## Training',
    '',
    `- Starting point: ${facts.startingPoint}`,
    `- Unicharset: ${describeUnicharset(facts.addedUnichars)}`,
    `- Iterations: ${facts.iterations}, in ${duration(facts.seconds)}; ${facts.ending}`,
    `- Model files made from: ${facts.checkpoint}`,
    '',
    '## Accuracy on held-out lines',
    '',
    'CER over code points and WER, pooled over each set’s lines, read by the tesseract CLI (`--psm 7`).',
    '',
    `| Set | Lines | CER ori | CER ${cell(name)} | WER ori | WER ${cell(name)} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `## The ${WORST_LINES} worst lines`,
    '',
    `| Line | Label | ${cell(name)} read | ori read | CER |`,
    '| --- | --- | --- | --- | ---: |',
    ...worst.map(
      (line) =>
        `| ${cell(line.name)} | ${cell(line.reference)} | ${cell(line.model)} | ${cell(line.ori)} | ${percent(line.cer)} |`,
    ),
    '',
  ].join('\n')
}
