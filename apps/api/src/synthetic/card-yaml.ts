import type { OutputFormat } from '@odia-ai/contract'
import { LINE_FORMATS } from '../datasets/line-formats'
import type { DatasetFigures } from './dataset-figures'
import { METADATA_COLUMN_TYPES, METADATA_COLUMNS } from './metadata-csv'

/** Hugging Face's size categories, by number of examples. */
const SIZE_CATEGORIES: Array<[number, string]> = [
  [1_000, 'n<1K'],
  [10_000, '1K<n<10K'],
  [100_000, '10K<n<100K'],
  [1_000_000, '100K<n<1M'],
  [10_000_000, '1M<n<10M'],
]

export const sizeCategory = (images: number): string =>
  SIZE_CATEGORIES.find(([below]) => images < below)?.[1] ?? '10M<n<100M'

/**
 * metadata.csv's columns after `file_name` as features, in its order; a column empty in every row (`seed` where the
 * mode draws nothing at random) is all null, which only a string column holds.
 */
const recordFeatures = (filled: ReadonlySet<string>): Array<[string, string]> => [
  ['text', 'string'],
  ...METADATA_COLUMNS.map((column): [string, string] => [
    column,
    filled.has(column) ? METADATA_COLUMN_TYPES[column] : 'string',
  ]),
]

const feature = ([name, dtype]: [string, string], indent: string) =>
  `${indent}- name: ${name}\n${indent}  dtype: ${dtype}\n`

/**
 * The features a loader gives: for the folder formats `imagefolder`'s, the image (metadata.csv's `file_name`, first)
 * then every other column; for WebDataset its members by extension, the columns in its JSON.
 */
function features(format: OutputFormat, figures: DatasetFigures): string {
  const record = recordFeatures(figures.filledColumns)
  if (format !== 'webdataset')
    return [['image', 'image'] as [string, string], ...record].map((entry) => feature(entry, '  ')).join('')
  const images = [...figures.imageTypes].sort().map((type) => feature([type, 'image'], '  '))
  return `${feature(['__key__', 'string'], '  ')}${images.join('')}${feature(['txt', 'string'], '  ')}  - name: json\n    struct:\n${record.map((entry) => feature(entry, '    ')).join('')}`
}

/** A font licence in Hugging Face's identifiers: `ofl-1.1` when every font used is under it, else `other`. */
export const cardLicense = (licenses: Array<string | undefined>): string =>
  licenses.length > 0 && licenses.every((license) => license === 'OFL-1.1') ? 'ofl-1.1' : 'other'

/** The card's YAML header: licence, language, size category, the config that loads the files, and its features. */
export function cardYaml(format: OutputFormat, figures: DatasetFigures, license: string): string {
  return `---
license: ${license}
language:
- or
task_categories:
- image-to-text
tags:
- ocr
- odia
- synthetic
size_categories:
- ${sizeCategory(figures.images)}
configs:
- config_name: default
  data_files:
  - split: train
    path:
${LINE_FORMATS[format].card.dataFiles.map((pattern) => `    - "${pattern}"\n`).join('')}dataset_info:
  features:
${features(format, figures)}  splits:
  - name: train
    num_examples: ${figures.images}
---
`
}
