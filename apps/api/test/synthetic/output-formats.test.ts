import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GenerateRequest, GenerateResponse } from '@odia-ai/contract'
import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { SyntheticGenerator } from '../../src/synthetic/synthetic-generator'
import { tarMembers } from '../helpers/tar-members'

const root = mkdtempSync(join(tmpdir(), 'odia-formats-'))
/** Shards of 40 KB: a few dozen clean lines fill several. */
const generator = new SyntheticGenerator({
  outputRoot: root,
  fontsDir: undefined,
  workers: 1,
  datasetUrlAllowPrivate: false,
  shardBytes: 40_000,
})
afterAll(async () => {
  await generator.close()
  rmSync(root, { recursive: true, force: true })
})

const LINES = ['ଓଡ଼ିଆ, "ଭାଷା"', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ (୧୨୩)', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।']
const TEXT = Array.from({ length: 30 }, (_, index) => `${LINES[index % 3]} ${index}`).join('\n')

async function generate(request: Partial<GenerateRequest>): Promise<{ result: GenerateResponse; folder: string }> {
  const prepared = await generator.prepare({ mode: 'single', text: TEXT, ...request }, new AbortController().signal)
  const result = await prepared.run(new AbortController().signal, () => undefined)
  return { result, folder: join(root, prepared.folder) }
}

const metadata = (folder: string): Array<Record<string, string>> =>
  parse(readFileSync(join(folder, 'metadata.csv')), { columns: true })
const file = (folder: string, path: string) => readFileSync(join(folder, path))

describe('output formats of a synthetic job', () => {
  it('imagefolder (the default): images/ and metadata.csv exactly as they always were, and a dataset card', async () => {
    const { result, folder } = await generate({ output_subdir: 'plain' })
    const rows = TEXT.split('\n').map((text, index) => {
      const image = `images/${String(index + 1).padStart(6, '0')}.png`
      // The image's own size, from its PNG header.
      const [width, height] = [16, 20].map((at) => file(folder, image).readUInt32BE(at))
      return `${image},${text.includes('"') || text.includes(',') ? `"${text.replace(/"/g, '""')}"` : text},single,Noto Sans Oriya 400,48,#ffffff,,Noto Sans Oriya,400,1,1,${width},${height}\n`
    })
    expect(file(folder, 'metadata.csv').toString()).toBe(
      `file_name,text,mode,font,size,background,params,family,weight,seed,variant,width,height\n${rows.join('')}`,
    )
    expect(readdirSync(folder).sort()).toEqual(['README.md', 'images', 'metadata.csv'])
    expect(readdirSync(join(folder, 'images'))).toHaveLength(30)
    expect(result).toMatchObject({
      images_dir: 'output/plain/images',
      image_count: 30,
      archive: 'api/synthetic/outputs/plain/archive',
    })
    const named = await generate({ output_subdir: 'named', output_format: 'imagefolder' })
    for (const row of metadata(folder)) expect(file(named.folder, row.file_name!)).toEqual(file(folder, row.file_name!))
  })

  it('tesstrain: each image with a .gt.txt beside it holding its label on one line, the same images as imagefolder', async () => {
    const plain = await generate({ output_subdir: 'plain-for-tesstrain' })
    const { result, folder } = await generate({ output_subdir: 'tess', output_format: 'tesstrain' })
    const rows = metadata(folder)
    expect(rows).toHaveLength(30)
    expect(result).toMatchObject({ images_dir: 'output/tess', image_count: 30 })
    expect(result.files).toEqual(rows.map((row) => `output/tess/${row.file_name}`))
    rows.forEach((row, index) => {
      const stem = String(index + 1).padStart(6, '0')
      expect(row.file_name).toBe(`${stem}.png`)
      expect(file(folder, `${stem}.gt.txt`).toString()).toBe(`${row.text}\n`)
      expect(file(folder, `${stem}.png`)).toEqual(file(plain.folder, `images/${stem}.png`))
    })
    expect(rows.map((row) => row.text)).toEqual(TEXT.split('\n'))
    expect(readdirSync(folder)).toHaveLength(30 * 2 + 2)
  })

  it('paddleocr: crop_img/ and rec_gt.txt, one path<TAB>label line per image, and the dictionary of its characters', async () => {
    const { folder } = await generate({ output_subdir: 'paddle', output_format: 'paddleocr' })
    const rows = metadata(folder)
    const recGt = file(folder, 'rec_gt.txt').toString()
    expect(recGt).toBe(rows.map((row) => `${row.file_name}\t${row.text}\n`).join(''))
    expect(rows.map((row) => row.file_name)).toEqual(
      TEXT.split('\n').map((_, index) => `crop_img/${String(index + 1).padStart(6, '0')}.png`),
    )
    for (const row of rows) expect(existsSync(join(folder, row.file_name!))).toBe(true)
    expect(file(folder, 'dict.txt').toString().split('\n').filter(Boolean)).toEqual(
      [...new Set([...TEXT.replace(/[\s]/g, '')])].sort(),
    )
  })

  it('webdataset: tar shards of samples key.png + key.txt + key.json, labels equal to metadata.csv, a sample never split', async () => {
    const plain = await generate({ output_subdir: 'plain-for-wds' })
    const { result, folder } = await generate({ output_subdir: 'wds', output_format: 'webdataset' })
    const shards = readdirSync(folder)
      .filter((name) => name.endsWith('.tar'))
      .sort()
    expect(shards.length).toBeGreaterThan(1)
    expect(shards).toEqual(shards.map((_, index) => `shard-${String(index).padStart(6, '0')}.tar`))
    expect(result).toMatchObject({ files: [], image_count: 30, images_dir: 'output/wds' })
    const rows = metadata(folder)
    const samples = new Map<string, Record<string, Buffer>>()
    for (const shard of shards) {
      const members = tarMembers(file(folder, shard))
      expect(members.length % 3).toBe(0)
      for (const { name, data } of members) {
        const [key, extension] = [name.slice(0, name.indexOf('.')), name.slice(name.indexOf('.') + 1)]
        samples.set(key, { ...samples.get(key), [extension]: data })
        expect(rows.find((row) => row.file_name === `${shard}/${key}.png`)).toBeDefined()
      }
    }
    expect([...samples.keys()]).toEqual(rows.map((_, index) => String(index + 1).padStart(6, '0')))
    rows.forEach((row, index) => {
      const sample = samples.get(String(index + 1).padStart(6, '0'))!
      expect(Object.keys(sample)).toEqual(['png', 'txt', 'json'])
      expect(sample.txt!.toString()).toBe(row.text)
      const drawn = {
        family: 'Noto Sans Oriya',
        weight: 400,
        seed: 1,
        variant: 1,
        width: Number(row.width),
        height: Number(row.height),
      }
      expect(JSON.parse(sample.json!.toString())).toEqual({
        text: row.text,
        mode: 'single',
        font: 'Noto Sans Oriya 400',
        size: 48,
        background: '#ffffff',
        params: '',
        ...drawn,
      })
      expect(sample.png).toEqual(file(plain.folder, `images/${String(index + 1).padStart(6, '0')}.png`))
    })
  })
})
