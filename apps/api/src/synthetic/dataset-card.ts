import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DATASET_FORMATS, ownValue, type OutputFormat, type TopUpResult } from '@odia-ai/contract'
import { LINE_FORMATS } from '../datasets/line-formats'
import { cardLicense, cardYaml } from './card-yaml'
import { topUpMarkdown } from './top-up/top-up-markdown'
import { datasetFigures, type DatasetFigures, type Range } from './dataset-figures'

export const CARD_FILE = 'README.md'

/** How many of the most and of the least frequent conjuncts the card lists. */
export const CONJUNCTS_LISTED = 50

/** What the card says that metadata.csv does not hold. */
export interface CardFacts {
  format: OutputFormat
  mode: string
  /** Images and rows not made, by reason. */
  skipped: Array<{ reason: string; count: number }>
  /** Each font style's licence (SPDX); a style missing here has none known (a FONTS_DIR file). */
  licenses: Readonly<Record<string, string>>
  /** A targeted top-up's source and its clusters' target and achieved counts. */
  topUp?: TopUpResult | undefined
}

const range = ({ min, max }: Range) => (min === max ? `${min}` : `${min}–${max}`)
const table = (header: string, rows: string[][]) =>
  `| ${header} |\n|${header
    .split('|')
    .map(() => '---')
    .join('|')}|\n${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}\n`
const cell = (text: string) => text.replace(/\|/g, '\\|')

function conjunctTables(conjuncts: Array<[string, number]>): string {
  if (conjuncts.length === 0) return 'The labels hold no conjunct.\n'
  const rows = (list: Array<[string, number]>) => list.map(([conjunct, count]) => [conjunct, String(count)])
  const least = conjuncts.slice(-CONJUNCTS_LISTED).reverse()
  return `${conjuncts.length} distinct conjuncts.\n\nMost frequent:\n\n${table('conjunct | count', rows(conjuncts.slice(0, CONJUNCTS_LISTED)))}\nLeast frequent:\n\n${table('conjunct | count', rows(least))}`
}

function body(folder: string, facts: CardFacts, figures: DatasetFigures): string {
  const fonts = [...figures.fonts].map(([font, images]) => [
    cell(font),
    String(images),
    ownValue(facts.licenses, font) ?? 'unknown (check the font file)',
  ])
  const params = [...figures.params].map(([name, values]) => [name, range(values)])
  const skipped = facts.skipped.map(({ reason, count }) => [cell(reason), String(count)])
  return `
# ${folder}

Synthetic Odia text-line images made by Odia AI Tools: each image is one line of text, drawn whole (HarfBuzz shaping),
labelled exactly with the NFC text it shows. Mode \`${facts.mode}\`; format \`${facts.format}\` (${DATASET_FORMATS[facts.format].label}).
To use it: ${LINE_FORMATS[facts.format].card.loading}. \`metadata.csv\` records every image with its label and how it was drawn.

## Figures

Counted over the labels of every image listed in \`metadata.csv\`.

${table('figure | value', [
  ['images', String(figures.images)],
  ['lines (distinct labels)', String(figures.lines)],
  ['characters (code points)', String(figures.characters)],
  ['distinct grapheme clusters', String(figures.graphemeClusters)],
])}
## Fonts

${fonts.length > 0 ? table('font | images | licence', fonts) : 'No image was made.\n'}
## Parameters

${table('parameter | values', [
  ['size (px)', figures.sizes ? range(figures.sizes) : '—'],
  ['background', [...figures.backgrounds].join(', ') || '—'],
  ...params,
])}
## Conjuncts

${conjunctTables(figures.conjuncts)}
## Skipped

${skipped.length > 0 ? table('reason | count', skipped) : 'Nothing was skipped.\n'}${facts.topUp ? `\n${topUpMarkdown(facts.topUp)}` : ''}`
}

/** Writes `README.md`, a Hugging Face dataset card, into a job folder, its figures counted from the folder's metadata.csv. */
export async function writeDatasetCard(folder: string, name: string, facts: CardFacts): Promise<void> {
  const figures = await datasetFigures(join(folder, 'metadata.csv'))
  const license = cardLicense([...figures.fonts.keys()].map((font) => ownValue(facts.licenses, font)))
  await writeFile(join(folder, CARD_FILE), cardYaml(facts.format, figures, license) + body(name, facts, figures))
}
