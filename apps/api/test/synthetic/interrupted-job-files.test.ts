import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TAR_END, tarMember } from '../../src/datasets/line-formats/tar-member'
import { metadataHeader } from '../../src/synthetic/metadata-csv'
import { keepCardFacts } from '../../src/synthetic/kept-card-facts'
import { recoverInterruptedJobs } from '../../src/synthetic/recover-interrupted-jobs'
import { stagingFolder } from '../../src/synthetic/staging-folder'
import { tarMembers } from '../helpers/tar-members'

const now = new Date('2026-11-25T00:00:00Z')
const key = (index: number) => String(index).padStart(6, '0')
const sample = (index: number) =>
  Buffer.concat(
    ['png', 'txt', 'json'].map((extension) =>
      tarMember(`${key(index)}.${extension}`, Buffer.from(`${extension} ${index}`), now),
    ),
  )
const row = (shard: string, index: number) =>
  `${shard}/${key(index)}.png,ଓଡ଼ିଆ ${index},single,Noto Sans Oriya 400,48,#ffffff,\n`

describe('a killed job, published at the next start', () => {
  it('(WebDataset) keeps in each shard exactly the samples its rows list, closed with the end blocks; a shard with none goes', async () => {
    const output = mkdtempSync(join(tmpdir(), 'odia-shards-'))
    const staging = stagingFolder(output, 'wds', 999_999_999)
    mkdirSync(staging, { recursive: true })
    mkdirSync(join(output, 'wds'))
    // Shard 0 was closed when it filled; shard 1 had samples 4 and 5 listed, sample 6 whole but its row unwritten,
    // and half of sample 7; shard 2 had been started with a sample no row lists.
    writeFileSync(join(staging, 'shard-000000.tar'), Buffer.concat([sample(1), sample(2), sample(3), TAR_END]))
    writeFileSync(
      join(staging, 'shard-000001.tar'),
      Buffer.concat([sample(4), sample(5), sample(6), sample(7).subarray(0, 700)]),
    )
    writeFileSync(join(staging, 'shard-000002.tar'), sample(8))
    const rows =
      [1, 2, 3].map((index) => row('shard-000000.tar', index)).join('') +
      [4, 5].map((index) => row('shard-000001.tar', index)).join('')
    writeFileSync(join(staging, 'metadata.csv'), `${metadataHeader()}${rows}shard-000001.tar/000006.png,ଓ`)

    expect(await recoverInterruptedJobs(output)).toEqual([{ folder: 'wds', images: 5, card: false }])
    const folder = join(output, 'wds')
    expect(readdirSync(folder).sort()).toEqual(['metadata.csv', 'shard-000000.tar', 'shard-000001.tar'])
    const names = (shard: string) => tarMembers(readFileSync(join(folder, shard))).map((member) => member.name)
    expect(names('shard-000000.tar')).toEqual(
      [1, 2, 3].flatMap((index) => [`${key(index)}.png`, `${key(index)}.txt`, `${key(index)}.json`]),
    )
    expect(names('shard-000001.tar')).toEqual(
      [4, 5].flatMap((index) => [`${key(index)}.png`, `${key(index)}.txt`, `${key(index)}.json`]),
    )
    expect(tarMembers(readFileSync(join(folder, 'shard-000001.tar')))[3]!.data.toString()).toBe('png 5')
    expect(existsSync(join(folder, 'shard-000002.tar'))).toBe(false)
  })

  it('gets its dataset card, from the facts it kept as it started and the rows it wrote', async () => {
    const output = mkdtempSync(join(tmpdir(), 'odia-card-'))
    const staging = stagingFolder(output, 'lines', 999_999_999)
    mkdirSync(join(staging, 'images'), { recursive: true })
    mkdirSync(join(output, 'lines'))
    const skipped = [{ reason: 'no font draws ଯ଼', count: 3 }]
    await keepCardFacts(staging, {
      format: 'imagefolder',
      mode: 'single',
      skipped,
      licenses: { 'Noto Sans Oriya 400': 'OFL-1.1' },
    })
    for (const image of ['000001.png', '000002.png', '000003.png']) writeFileSync(join(staging, 'images', image), image)
    // file_name, text, then mode, font, size, background, params, family, weight, seed, variant, width, height.
    const rows = [1, 2]
      .map(
        (index) =>
          `images/${key(index)}.png,ଓଡ଼ିଆ ${index},single,Noto Sans Oriya 400,48,#ffffff,,Noto Sans Oriya,400,,1,120,64\n`,
      )
      .join('')
    writeFileSync(join(staging, 'metadata.csv'), `${metadataHeader()}${rows}`)

    expect(await recoverInterruptedJobs(output)).toEqual([{ folder: 'lines', images: 2, card: true }])
    expect(readdirSync(join(output, 'lines')).sort()).toEqual(['README.md', 'images', 'metadata.csv'])
    const card = readFileSync(join(output, 'lines', 'README.md'), 'utf8')
    expect(card).toContain('license: ofl-1.1')
    expect(card).toContain('| images | 2 |')
    expect(card).toContain('| Noto Sans Oriya 400 | 2 | OFL-1.1 |')
    expect(card).toContain('| no font draws ଯ଼ | 3 |')
  })

  it('(page mode) keeps every page image that has its PAGE XML, and no other', async () => {
    const output = mkdtempSync(join(tmpdir(), 'odia-pages-'))
    const staging = stagingFolder(output, 'pages', 999_999_999)
    for (const folder of ['pages', 'images']) mkdirSync(join(staging, folder), { recursive: true })
    mkdirSync(join(output, 'pages'))
    // Page 1's lines are listed; page 2's XML was written but the kill came before its rows; page 3 had only been drawn.
    for (const page of ['000001.png', '000001.xml', '000002.jpg', '000002.xml', '000003.png'])
      writeFileSync(join(staging, 'pages', page), page)
    for (const crop of ['000001.png', '000002.png', '000003.png']) writeFileSync(join(staging, 'images', crop), crop)
    writeFileSync(
      join(staging, 'metadata.csv'),
      `${metadataHeader()}images/000001.png,ଓଡ଼ିଆ,page,Noto Sans Oriya 400,48,#ffffff,\n`,
    )

    expect(await recoverInterruptedJobs(output)).toEqual([{ folder: 'pages', images: 1, card: false }])
    expect(readdirSync(join(output, 'pages', 'pages')).sort()).toEqual([
      '000001.png',
      '000001.xml',
      '000002.jpg',
      '000002.xml',
    ])
    expect(readdirSync(join(output, 'pages', 'images'))).toEqual(['000001.png'])
  })
})
