import { lineCheckText } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import type { ExportLine, ExportPage } from '../../src/datasets/export-page'
import { checkLineExport } from '../../src/datasets/line-check'

/** A page for the check, which reads texts and boxes only: no pixels behind it. */
const page = (imageName: string, source: string, lines: Array<Partial<ExportLine> & { text: string }>): ExportPage => ({
  imageName,
  width: 1000,
  height: 1000,
  source,
  imageExtension: '.png',
  lines: lines.map((line, index) => ({ index, box: [0, index * 40, 800, 30], validated: true, ...line })),
  crop: () => Promise.reject(new Error('the check cuts no crop')),
  readImage: () => {
    throw new Error('the check reads no image')
  },
})

/** Odia lines that use each of their characters in at least three lines. */
const CLEAN = ['ଓଡ଼ିଆ ଭାଷା', 'ଭାଷା ଓଡ଼ିଆ', 'ଓଡ଼ିଆ ଭାଷା ଓଡ଼ିଆ']

describe('checkLineExport', () => {
  it('finds nothing in clean lines and says they are trainer-safe', async () => {
    const report = await checkLineExport([
      page(
        'a.png',
        'A',
        CLEAN.map((text) => ({ text })),
      ),
    ])
    expect(report).toMatchObject({ pages: 1, lines: 3, left_out: 0, characters: [], trainer_safe: true })
    expect(report.empty.count + report.not_nfc.count + report.duplicates.count).toBe(0)
    expect(lineCheckText(report, 'tesstrain')).toContain('Nothing found: every line is safe to train on.')
  })

  it('lists characters outside the expected set or in fewer than 3 lines, by code point, with counts and example lines', async () => {
    const report = await checkLineExport([
      page('a.png', 'A', [...CLEAN.map((text) => ({ text })), { text: 'ଓଡ଼ିଆ ଭାଷା ।' }, { text: 'ଓଡ଼ିଆ ভাষা' }]),
    ])
    const byCodePoint = Object.fromEntries(report.characters.map((finding) => [finding.code_point, finding]))
    // U+0B3C (nukta) is in every ଡ଼ written as ଡ + ଼, so it is neither rare nor outside; the Bengali letters are both.
    expect(byCodePoint['U+0B3C']).toBeUndefined()
    expect(byCodePoint['U+09AD']).toEqual({
      code_point: 'U+09AD',
      shown: 'ভ',
      script: 'Bengali',
      lines: 1,
      occurrences: 1,
      outside: true,
      rare: true,
      examples: [{ image: 'a.png', line: 5 }],
    })
    expect(byCodePoint['U+09BE']).toMatchObject({ shown: '◌া', lines: 1, occurrences: 2, outside: true })
    expect(byCodePoint['U+0964']).toMatchObject({
      lines: 1,
      outside: false,
      rare: true,
      examples: [{ image: 'a.png', line: 4 }],
    })
    expect(report.characters.map((finding) => finding.code_point)).toEqual(
      ['U+0964', 'U+09AD', 'U+09BE', 'U+09B7'].sort(),
    )
    // The Bengali letters break trainers; the danda, Odia and only rare here, is worth a look.
    expect(report.trainer_safe).toBe(false)
    const text = lineCheckText(report, 'tesstrain')
    const [breaks, notes] = text.split('Worth a look:')
    expect(breaks).toMatch(/U\+09AD\s+ভ\s+Bengali\s+1 line, 1 time\s+e\.g\. a\.png line 5/)
    expect(breaks).toContain('Tesseract says "Encoding of string failed", kraken "Non-encodable sequence"')
    expect(breaks).not.toContain('U+0964')
    expect(notes).toMatch(/U\+0964\s+।\s+\S+\s+1 line, 1 time/)
    // Without them, the rare danda alone leaves the lines safe to train on.
    const rareOnly = await checkLineExport([
      page('a.png', 'A', [...CLEAN.map((text) => ({ text })), { text: 'ଓଡ଼ିଆ ଭାଷା ।' }]),
    ])
    expect(rareOnly.characters.map((finding) => finding.code_point)).toEqual(['U+0964'])
    expect(rareOnly.trainer_safe).toBe(true)
  })

  it('flags empty labels, labels not in NFC, line breaks, short boxes, repeated and conflicting crops', async () => {
    const report = await checkLineExport([
      page('a.png', 'same-pixels', [
        { text: CLEAN[0]! },
        { text: '  ' },
        { text: 'ଓ\u0B5Cଆ' },
        { text: 'ଓଡ଼ିଆ\nଭାଷା' },
        { text: CLEAN[1]!, box: [0, 500, 800, 9] },
      ]),
      // Another name for the same pixels: its first line's crop is a.png's first line.
      page('a copy.png', 'same-pixels', [{ text: CLEAN[0]! }, { text: CLEAN[2]!, box: [0, 500, 800, 9] }]),
    ])
    expect(report.empty).toEqual({ count: 1, examples: [{ image: 'a.png', line: 2 }] })
    expect(report.not_nfc).toEqual({ count: 1, examples: [{ image: 'a.png', line: 3 }] })
    expect(report.line_breaks).toEqual({ count: 1, examples: [{ image: 'a.png', line: 4 }] })
    expect(report.too_short).toEqual({
      count: 2,
      examples: [
        { image: 'a.png', line: 5 },
        { image: 'a copy.png', line: 2 },
      ],
    })
    expect(report.duplicates).toEqual({
      count: 1,
      examples: [{ image: 'a copy.png', line: 1, same_as: { image: 'a.png', line: 1 } }],
    })
    expect(report.conflicting).toEqual({
      count: 1,
      examples: [{ image: 'a copy.png', line: 2, same_as: { image: 'a.png', line: 5 } }],
    })
    const text = lineCheckText(report, 'imagefolder')
    expect(text).toContain('Empty labels (1):\n  a.png line 2\n')
    expect(text).toContain('Labels not in Unicode NFC (1):\n  a.png line 3\n')
    expect(text).toContain('Lines shorter than 10 px (2):')
    expect(text).toContain('a copy.png line 1 (as a.png line 1)')
  })

  it('leaves out lines without a validated text unless asked, and counts them', async () => {
    const lines = [{ text: CLEAN[0]! }, { text: 'ଯାଞ୍ଚ ହୋଇନାହିଁ', validated: false }]
    expect(await checkLineExport([page('a.png', 'A', lines)])).toMatchObject({
      lines: 1,
      left_out: 1,
      only_validated: true,
    })
    expect(await checkLineExport([page('a.png', 'A', lines)], false)).toMatchObject({ lines: 2, left_out: 0 })
  })

  it('lists at most 20 examples of a finding but counts them all', async () => {
    const report = await checkLineExport([
      page(
        'a.png',
        'A',
        Array.from({ length: 25 }, () => ({ text: '' })),
      ),
    ])
    expect(report.empty.count).toBe(25)
    expect(report.empty.examples).toHaveLength(20)
    expect(lineCheckText(report, 'paddleocr')).toContain('… and 5 more')
  })
})
