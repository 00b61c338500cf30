import { setTimeout as delay } from 'node:timers/promises'
import { crc32 } from 'node:zlib'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ExportPage } from '../../src/datasets/export-page'
import { REPORT_FILE, writeLineExport } from '../../src/datasets/line-export'
import { testPage, unzipStream } from './pages'

/** Each entry's CRC-32 as the archive's central directory records it (no ZIP64: a small archive). */
function recordedCrcs(zip: Buffer): Map<string, number> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const crcs = new Map<string, number>()
  for (let offset = zip.readUInt32LE(end + 16), entry = 0; entry < zip.readUInt16LE(end + 10); entry += 1) {
    const nameLength = zip.readUInt16LE(offset + 28)
    crcs.set(zip.toString('utf8', offset + 46, offset + 46 + nameLength), zip.readUInt32LE(offset + 16))
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32)
  }
  return crcs
}

const PAGES = 40

/** Pages of noise (crops PNG cannot shrink, ≈ 11 KB each), made as they are asked for; counts how many were. */
async function countedPages() {
  const noise = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  const seen = { pulled: 0, closed: false }
  async function* pages(): AsyncGenerator<ExportPage> {
    try {
      for (let number = 1; number <= PAGES; number += 1) {
        seen.pulled += 1
        yield await testPage(
          `page-${number}.png`,
          noise,
          [0, 1, 2, 3].map((row) => ({
            box: [10, 10 + row * 45, 280, 40] as [number, number, number, number],
            text: 'ଧାଡ଼ି',
          })),
        )
      }
    } finally {
      seen.closed = true
    }
  }
  return { pages: pages(), seen }
}

describe('the streamed archive', () => {
  it('asks for pages only as fast as the archive is read, and holds them all once read through', async () => {
    const { pages, seen } = await countedPages()
    const { archive, report } = writeLineExport({ format: 'tesstrain', pages })
    await delay(300)
    // Unread, the stream's buffers fill with the first page's crops and the writer waits, the next page prepared.
    expect(seen.pulled).toBeLessThanOrEqual(3)
    const entries = await unzipStream(archive)
    expect(seen.pulled).toBe(PAGES)
    expect(Object.keys(entries).filter((path) => path.endsWith('.png'))).toHaveLength(PAGES * 4)
    expect(Object.keys(entries).at(-1)).toBe(REPORT_FILE)
    expect(await report).toMatchObject({ pages: PAGES, lines: PAGES * 4 })
  })

  it("records each entry's CRC-32 of its bytes, as unzip tools check them", async () => {
    const { pages } = await countedPages()
    const { archive } = writeLineExport({ format: 'imagefolder', pages })
    const zip = Buffer.concat(await archive.toArray())
    const entries = Object.entries(unzipSync(new Uint8Array(zip)))
    const recorded = recordedCrcs(zip)
    expect(recorded.size).toBe(entries.length)
    for (const [path, data] of entries) expect(recorded.get(path), path).toBe(crc32(data))
  })

  it('stops asking for pages and rejects its report when the reader goes away', async () => {
    const { pages, seen } = await countedPages()
    const { archive, report } = writeLineExport({ format: 'imagefolder', pages })
    for await (const _chunk of archive) break
    await expect(report).rejects.toThrow('closed before the archive was complete')
    expect(seen.closed).toBe(true)
    expect(seen.pulled).toBeLessThanOrEqual(3)
  })
})
