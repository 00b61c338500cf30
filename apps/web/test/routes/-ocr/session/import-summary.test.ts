import { describe, expect, it } from 'vitest'
import { importSummary } from '../../../../src/routes/-ocr/session/import-summary'

describe('import summary', () => {
  it('lists the first skipped rows with their reasons and counts the rest', () => {
    const skipped = [1, 2, 3, 4, 5].map((row) => ({ row, file_name: `m${row}.png`, reason: 'image not uploaded' }))
    expect(importSummary({ valid_images: ['a.png', 'b.png'], annotations: {}, skipped })).toBe(
      'Imported 2 images; skipped 5 rows: row 1 (m1.png): image not uploaded; row 2 (m2.png): image not uploaded; row 3 (m3.png): image not uploaded; and 2 more.',
    )
  })

  it('counts one as one, and says so briefly when nothing was skipped', () => {
    expect(
      importSummary({ valid_images: ['a.png'], annotations: {}, skipped: [{ row: 4, reason: 'no file name' }] }),
    ).toBe('Imported 1 image; skipped 1 row: row 4: no file name.')
    expect(importSummary({ valid_images: ['a.png', 'b.png', 'c.png'], annotations: {}, skipped: [] })).toBe(
      'Imported 3 images.',
    )
  })

  it('says what a PAGE XML import restored, which files it skipped and why, and how many XML files were not PAGE XML', () => {
    const imported = (lines: number, extra = {}) => ({
      file_name: 'p.xml',
      status: 'imported' as const,
      lines,
      validated_lines: lines,
      clamped_lines: 0,
      ...extra,
    })
    const skipped = (file_name: string, code: 'IMAGE_NOT_FOUND' | 'NOT_PAGE_XML') => ({
      file_name,
      status: 'skipped' as const,
      code,
      reason: `${code}.`,
    })
    const pages = [
      imported(3, { scaled_from: { width: 800, height: 600 }, clamped_lines: 2 }),
      imported(1),
      skipped('x.xml', 'IMAGE_NOT_FOUND'),
      skipped('mets.xml', 'NOT_PAGE_XML'),
      skipped('doc.xml', 'NOT_PAGE_XML'),
    ]
    expect(importSummary({ valid_images: ['a.png', 'b.png'], annotations: {}, skipped: [], pages })).toBe(
      'Imported 4 lines into 2 images; 1 page scaled to the stored image; 2 boxes clamped to the page; skipped 1 file: x.xml: IMAGE_NOT_FOUND; 2 other XML files (not PAGE XML) ignored.',
    )
  })
})
