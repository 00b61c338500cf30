import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GenerateRequest, GenerateResponse } from '@odia-ai/contract'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { SyntheticGenerator } from '../../src/synthetic/synthetic-generator'

const root = mkdtempSync(join(tmpdir(), 'odia-card-'))
const generator = new SyntheticGenerator({
  outputRoot: root,
  fontsDir: undefined,
  workers: 1,
  datasetUrlAllowPrivate: false,
})
afterAll(async () => {
  await generator.close()
  rmSync(root, { recursive: true, force: true })
})

async function generate(request: GenerateRequest): Promise<{ folder: string; result: GenerateResponse }> {
  const prepared = await generator.prepare(request, new AbortController().signal)
  const result = await prepared.run(new AbortController().signal, () => undefined)
  return { folder: join(root, prepared.folder), result }
}

/** A table of the card after its `## heading` (up to the next heading), as rows of cells without the header. */
function table(card: string, heading: string, after = ''): string[][] {
  const section = card.slice(card.indexOf(`## ${heading}`)).split('\n## ')[0]!
  const start = after ? section.indexOf(after) : 0
  const lines = section
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(2)) {
    if (line.startsWith('| conjunct |')) break
    rows.push(line.slice(2, -2).split(' | '))
  }
  return rows
}

const CONSONANT = '[\u0B15-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B5C\u0B5D\u0B5F\u0B71]\u0B3C?'
/** A conjunct at the start of a cluster: consonants joined by viramas. */
const CONJUNCT = new RegExp(`^(?:${CONSONANT}\u0B4D\u200D?)+${CONSONANT}`, 'u')

/** The card's figures counted here, independently, from metadata.csv. */
function countedFromMetadata(folder: string) {
  const rows: Array<Record<string, string>> = parse(readFileSync(join(folder, 'metadata.csv')), { columns: true })
  const segmenter = new Intl.Segmenter('or', { granularity: 'grapheme' })
  const clusters = rows.flatMap((row) => [...segmenter.segment(row.text!)].map(({ segment }) => segment))
  const conjuncts = new Map<string, number>()
  for (const cluster of clusters) {
    const conjunct = CONJUNCT.exec(cluster)?.[0]
    if (conjunct) conjuncts.set(conjunct, (conjuncts.get(conjunct) ?? 0) + 1)
  }
  return {
    rows,
    figures: [
      String(rows.length),
      String(new Set(rows.map((row) => row.text)).size),
      String(rows.reduce((sum, row) => sum + [...row.text!].length, 0)),
      String(new Set(clusters).size),
    ],
    conjuncts,
  }
}

describe('the dataset card (README.md)', () => {
  it('holds figures, conjunct counts and fonts equal to counts computed from metadata.csv', async () => {
    const words = ['କ୍ଷମା', 'ସ୍ତ୍ରୀ', 'ଜଗନ୍ନାଥ', 'ଶ୍ରୀ', 'ପ୍ରଥମ', 'ଧାଡ଼ି', 'ଓଡ଼ିଆ', 'ସ୍ୱାସ୍ଥ୍ୟ', 'କ୍ଷେତ୍ର', 'ଉତ୍କଳ']
    const text = Array.from(
      { length: 40 },
      (_, index) => `${words[index % 10]} ${words[(index * 3) % 10]} ${words[(index * 7) % 10]}`,
    ).join('\n')
    const { folder, result } = await generate({
      mode: 'comprehensive',
      text: `${text}\nଓଡ଼ିଆ 中文`,
      output_subdir: 'card',
    })
    const card = readFileSync(join(folder, 'README.md'), 'utf8')
    const { rows, figures, conjuncts } = countedFromMetadata(folder)
    expect(table(card, 'Figures').map((row) => row[1])).toEqual(figures)
    expect(Number(figures[0])).toBeGreaterThan(1000)
    expect(card).toMatch(/\nsize_categories:\n- 1K<n<10K\n/)
    expect(card).toMatch(/\nlicense: ofl-1\.1\n/)
    expect(card).toContain(`    num_examples: ${rows.length}\n`)
    expect(card).toContain('    - "metadata.csv"\n    - "images/*"\n')

    const byCount = [...conjuncts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    expect(card).toContain(`${conjuncts.size} distinct conjuncts.`)
    expect(table(card, 'Conjuncts', 'Most frequent')).toEqual(
      byCount.slice(0, 50).map(([conjunct, count]) => [conjunct, String(count)]),
    )
    expect(table(card, 'Conjuncts', 'Least frequent')).toEqual(
      byCount
        .slice(-50)
        .reverse()
        .map(([conjunct, count]) => [conjunct, String(count)]),
    )

    const fonts = new Map<string, number>()
    for (const row of rows) fonts.set(row.font!, (fonts.get(row.font!) ?? 0) + 1)
    expect(table(card, 'Fonts')).toEqual([...fonts].map(([font, count]) => [font, String(count), 'OFL-1.1']))
    expect(table(card, 'Parameters')).toEqual([
      ['size (px)', '32–64'],
      ['background', '#ffffff, #eeeeee, #dddddd'],
    ])
    expect(result.skipped).toHaveLength(6)
    expect(table(card, 'Skipped')).toEqual(result.skipped!.map(({ reason, count }) => [reason, String(count)]))
  })

  it.each([
    ['single', 'int64'],
    ['comprehensive', 'string'],
  ] as const)(
    'lists every metadata.csv column as a feature, file_name first as the image, each with its type (%s)',
    async (mode, seedType) => {
      const { folder } = await generate({
        mode,
        text: 'ଓଡ଼ିଆ ଭାଷା\nକ୍ଷେତ୍ର',
        fonts: ['Noto Sans Oriya'],
        output_subdir: `features-${mode}`,
      })
      const card = readFileSync(join(folder, 'README.md'), 'utf8')
      const yaml = card.slice(card.indexOf('  features:\n'), card.indexOf('  splits:\n'))
      const features = [...yaml.matchAll(/^ {2}- name: (\S+)\n {4}dtype: (\S+)$/gm)].map(([, name, dtype]) => [
        name,
        dtype,
      ])
      const header = readFileSync(join(folder, 'metadata.csv'), 'utf8').split('\n')[0]!.split(',')
      expect(header).toHaveLength(13)
      expect(header[0]).toBe('file_name')
      // imagefolder loads the file_name column as the `image` feature, and every other column under its own name.
      expect(features.map(([name]) => name)).toEqual(['image', ...header.slice(1)])
      expect(Object.fromEntries(features)).toEqual({
        image: 'image',
        text: 'string',
        mode: 'string',
        font: 'string',
        size: 'int64',
        background: 'string',
        params: 'string',
        family: 'string',
        weight: 'int64',
        seed: seedType,
        variant: 'int64',
        width: 'int64',
        height: 'int64',
      })
      const { rows } = countedFromMetadata(folder)
      for (const [name, dtype] of features.slice(1))
        if (dtype === 'int64')
          expect(rows.map((row) => row[name!]).filter((value) => !/^\d+$/.test(value!))).toEqual([])
    },
  )

  it('gives the range of every degradation of ultra-realistic images, and the WebDataset features', async () => {
    const { folder } = await generate({
      mode: 'ultra-realistic',
      text: 'ଓଡ଼ିଆ ଭାଷା\nକ୍ଷେତ୍ର',
      output_format: 'webdataset',
      output_subdir: 'looks',
    })
    const card = readFileSync(join(folder, 'README.md'), 'utf8')
    const { rows } = countedFromMetadata(folder)
    const blurs = rows.map((row) => (JSON.parse(row.params!) as { blur: number }).blur)
    const blur = table(card, 'Parameters').find(([name]) => name === 'blur')
    expect(blur).toEqual([
      'blur',
      Math.min(...blurs) === Math.max(...blurs) ? `${blurs[0]}` : `${Math.min(...blurs)}–${Math.max(...blurs)}`,
    ])
    expect(card).toContain('    - "shard-*.tar"\n')
    expect(card).toContain('  - name: jpg\n    dtype: image\n')
    expect(table(card, 'Skipped')).toEqual([])
    expect(card).toContain('Nothing was skipped.')
  })
})
