import { describe, expect, it } from 'vitest'
import { ByteWriter } from '../../src/training/bytes'
import { readTraineddata, TESSDATA_LSTM, versionOf, writeTraineddata } from '../../src/training/tessdata'
import { shippedOriModels } from './tesseract-tools'

/** A container as TessdataManager writes it: count, int64 offsets (-1 for absent), the components in order. */
function container(count: number, entries: Record<number, string>): Uint8Array {
  const writer = new ByteWriter()
  writer.i32(count)
  let offset = 4 + 8 * count
  for (let i = 0; i < count; i++) {
    const entry = entries[i]
    writer.i64(entry === undefined ? -1 : offset)
    offset += entry?.length ?? 0
  }
  for (let i = 0; i < count; i++) if (entries[i] !== undefined) writer.bytes(Buffer.from(entries[i]!, 'latin1'))
  return writer.toBytes()
}

const text = (bytes: Uint8Array | undefined) => bytes && Buffer.from(bytes).toString('latin1')

describe('the .traineddata container', () => {
  it.each([...shippedOriModels()])('reads and writes the shipped ori (%s) byte for byte', (_, bytes) => {
    const components = readTraineddata(bytes)
    // The LSTM model, its dictionaries, unicharset and recoder, the version (and in one of them the config).
    expect(components.flatMap((component, i) => (component ? [i] : []))).toEqual(
      expect.arrayContaining([17, 18, 19, 20, 21, 22, 23]),
    )
    expect(versionOf(components)).toMatch(/^4\.00\.00alpha:ori:/)
    expect(Buffer.from(writeTraineddata(components)).equals(bytes)).toBe(true)
  })

  it('sizes each component up to the next one present, and the last up to the end', () => {
    const components = readTraineddata(container(24, { 0: 'config', 17: 'network', 23: 'v5' }))
    expect([text(components[0]), text(components[17]), text(components[23])]).toEqual(['config', 'network', 'v5'])
    expect(components.filter(Boolean)).toHaveLength(3)
  })

  it('reads an older, shorter table and writes Tesseract’s full one', () => {
    const components = readTraineddata(container(18, { 1: 'unicharset', 17: 'lstm' }))
    expect(text(components[TESSDATA_LSTM])).toBe('lstm')
    const bytes = Buffer.from(writeTraineddata(components))
    expect(bytes.readInt32LE(0)).toBe(24)
    const written = readTraineddata(bytes)
    expect(written.map(text)).toEqual(components.map(text))
  })

  it.each([
    ['an empty file', new Uint8Array(0), /it ends at byte 0 while reading the number of components/],
    ['a PNG', Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), /first 4 bytes read as 1196314761 components/],
    [
      'a cut-short file',
      container(24, { 17: 'network', 23: 'v5' }).subarray(0, 200),
      /cut short: component 17 runs to byte 203 of 200/,
    ],
  ])('refuses %s as not a traineddata', (_, bytes, message) => {
    expect(() => readTraineddata(bytes)).toThrow(message)
    expect(() => readTraineddata(bytes)).toThrow(/^This is not a Tesseract \.traineddata file: /)
  })
})
