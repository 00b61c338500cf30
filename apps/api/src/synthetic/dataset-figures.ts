import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream'
import { parse } from 'csv-parse'
import { conjunctOf } from '@odia-ai/odia-orthography'
import { splitUnits } from '@odia-ai/text-metrics'

export interface Range {
  min: number
  max: number
}

/** The figures of a synthetic dataset, counted over the labels of every image that its metadata.csv lists. */
export interface DatasetFigures {
  images: number
  /** Distinct labels: the lines of text the images show. */
  lines: number
  /** Code points, summed over every image's label. */
  characters: number
  /** Distinct extended grapheme clusters (what a reader sees as one letter) in the labels. */
  graphemeClusters: number
  /** Each conjunct (see conjunctOf) with how many times the labels hold it, most frequent first (ties in code point order). */
  conjuncts: Array<[string, number]>
  /** The images' file types (`png`, `jpg`). */
  imageTypes: Set<string>
  /** Images per font style. */
  fonts: Map<string, number>
  sizes: Range | undefined
  backgrounds: Set<string>
  /** The range of each numeric degradation of `ultra-realistic` images (the `params` column). */
  params: Map<string, Range>
  /** The columns with a value in at least one row. */
  filledColumns: Set<string>
}

const widen = (range: Range | undefined, value: number): Range =>
  range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value }

/** Counts the figures from a job's metadata.csv (`file_name,text,` then METADATA_COLUMNS), read as a stream. */
export async function datasetFigures(metadataCsv: string): Promise<DatasetFigures> {
  const labels = new Set<string>()
  const clusters = new Set<string>()
  const conjuncts = new Map<string, number>()
  const figures: DatasetFigures = {
    images: 0,
    lines: 0,
    characters: 0,
    graphemeClusters: 0,
    conjuncts: [],
    imageTypes: new Set(),
    fonts: new Map(),
    sizes: undefined,
    backgrounds: new Set(),
    params: new Map(),
    filledColumns: new Set(),
  }
  // A file that cannot be read fails the loop below (`pipe` would leave its error unhandled, ending the process).
  const rows = pipeline(createReadStream(metadataCsv), parse({ columns: true }), () => undefined)
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    const text = row.text ?? ''
    figures.images += 1
    for (const [column, value] of Object.entries(row)) if (value) figures.filledColumns.add(column)
    figures.imageTypes.add((row.file_name ?? '').slice((row.file_name ?? '').lastIndexOf('.') + 1))
    labels.add(text)
    figures.characters += Array.from(text).length
    for (const cluster of splitUnits(text, 'grapheme')) {
      clusters.add(cluster)
      const conjunct = conjunctOf(cluster)
      if (conjunct) conjuncts.set(conjunct, (conjuncts.get(conjunct) ?? 0) + 1)
    }
    if (row.font) figures.fonts.set(row.font, (figures.fonts.get(row.font) ?? 0) + 1)
    if (row.size) figures.sizes = widen(figures.sizes, Number(row.size))
    if (row.background) figures.backgrounds.add(row.background)
    if (row.params) {
      for (const [name, value] of Object.entries(JSON.parse(row.params) as Record<string, unknown>)) {
        if (typeof value === 'number') figures.params.set(name, widen(figures.params.get(name), value))
      }
    }
  }
  figures.lines = labels.size
  figures.graphemeClusters = clusters.size
  figures.conjuncts = [...conjuncts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
  return figures
}
