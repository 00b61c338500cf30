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
    expect(importSummary({ valid_images: ['a.png'], annotations: {}, skipped: [{ row: 4, reason: 'no file name' }] })).toBe('Imported 1 image; skipped 1 row: row 4: no file name.')
    expect(importSummary({ valid_images: ['a.png', 'b.png', 'c.png'], annotations: {}, skipped: [] })).toBe('Imported 3 images.')
  })
})
