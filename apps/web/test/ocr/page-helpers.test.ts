import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/client'
import { failureMessage } from '../../src/routes/-ocr/failure-message'
import { imagesToProcess } from '../../src/routes/-ocr/images-to-process'
import { importSummary } from '../../src/routes/-ocr/import-summary'
import { percent } from '../../src/routes/-ocr/percent'
import { projectErrorRates } from '../../src/routes/-ocr/project-error-rates'
import { initialSession, sessionReducer } from '../../src/routes/-ocr/session-state'
import { UPLOAD_BATCH_BYTES, UPLOAD_BATCH_FILES, uploadBatches } from '../../src/routes/-ocr/upload-batches'
import { validatedTextsForExport } from '../../src/routes/-ocr/validated-texts-for-export'
import { scrollToShow, visibleRows } from '../../src/routes/-ocr/visible-rows'
import { FIT, MAX_SCALE, MIN_SCALE, viewAfterKey, zoomBy } from '../../src/routes/-ocr/zoom-pan'

describe('banner messages', () => {
  it('carry the server’s reason, else the prefix and status text, else the error’s message', () => {
    const body = { statusCode: 400, code: 'X', error: 'Bad Request', message: 'Gemini rejected the API key. Check the key and try again.' }
    expect(failureMessage(new ApiError(400, 'Bad Request', body), 'OCR processing failed: ')).toBe(body.message)
    expect(failureMessage(new ApiError(502, 'Bad Gateway', undefined), 'Upload failed: ')).toBe('Upload failed: Bad Gateway')
    expect(failureMessage(new ApiError(500, '', undefined))).toBe('HTTP 500')
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
  })
})

describe('export (SPEC §2.4)', () => {
  it('sends only the current image’s unsaved text: the server exports every stored annotation', () => {
    let state = sessionReducer(initialSession, {
      type: 'restored',
      state: {
        valid_images: ['a.png', 'b.png', 'c.png'],
        annotations: { 'a.png': { extracted_text: 'x', validated_text: 'ଏକ', status: 'validated' }, 'b.png': { extracted_text: 'ଦୁଇ?', validated_text: '', status: 'extracted' } },
      },
    })
    state = sessionReducer(state, { type: 'moved', index: 1 })
    expect(validatedTextsForExport(state)).toEqual({})
    state = sessionReducer(state, { type: 'edited', text: 'ଦୁଇ' })
    expect(validatedTextsForExport(state)).toEqual({ 'b.png': 'ଦୁଇ' })
  })

  it('does not pass an untouched extraction off as validated text', () => {
    const state = sessionReducer(initialSession, {
      type: 'restored',
      state: { valid_images: ['b.png'], annotations: { 'b.png': { extracted_text: 'ଦୁଇ?', validated_text: '', status: 'extracted' } } },
    })
    expect(validatedTextsForExport(state)).toEqual({})
  })
})

describe('images to process', () => {
  it('sends the images without text (new or failed), or every image once all have text', () => {
    const annotations = {
      'done.png': { extracted_text: 'ଫଳ', validated_text: '', status: 'extracted' as const },
      'checked.png': { extracted_text: 'ଫଳ', validated_text: 'ଠିକ', status: 'validated' as const },
      'failed.png': { extracted_text: '', validated_text: '', status: 'failed' as const },
    }
    expect(imagesToProcess(['done.png', 'new.png', 'checked.png', 'failed.png'], annotations)).toEqual(['new.png', 'failed.png'])
    expect(imagesToProcess(['done.png', 'checked.png'], annotations)).toEqual(['done.png', 'checked.png'])
  })
})

describe('upload batches', () => {
  it('splits by file count and by bytes, a file over the byte limit going alone', () => {
    const files = (sizes: number[]) => sizes.map((size) => ({ size }))
    expect(uploadBatches(files(Array(UPLOAD_BATCH_FILES * 2 + 1).fill(1))).map((batch) => batch.length)).toEqual([UPLOAD_BATCH_FILES, UPLOAD_BATCH_FILES, 1])
    const half = UPLOAD_BATCH_BYTES / 2
    expect(uploadBatches(files([half, half, 1, UPLOAD_BATCH_BYTES * 2, 1])).map((batch) => batch.map((file) => file.size))).toEqual([
      [half, half],
      [1],
      [UPLOAD_BATCH_BYTES * 2],
      [1],
    ])
    expect(uploadBatches([])).toEqual([])
  })
})

describe('import summary', () => {
  it('lists the first skipped rows with their reasons and counts the rest', () => {
    const skipped = [1, 2, 3, 4, 5].map((row) => ({ row, file_name: `m${row}.png`, reason: 'image not uploaded' }))
    expect(importSummary({ valid_images: ['a.png'], annotations: {}, skipped })).toBe(
      'Imported 1 images; skipped 5 rows: row 1 (m1.png): image not uploaded; row 2 (m2.png): image not uploaded; row 3 (m3.png): image not uploaded; and 2 more.',
    )
    expect(importSummary({ valid_images: ['a.png'], annotations: {}, skipped: [] })).toBeNull()
  })

  it('says what a PAGE XML import restored, which files it skipped and why, and how many XML files were not PAGE XML', () => {
    const imported = (lines: number, extra = {}) => ({ file_name: 'p.xml', status: 'imported' as const, lines, validated_lines: lines, clamped_lines: 0, ...extra })
    const skipped = (file_name: string, code: 'IMAGE_NOT_FOUND' | 'NOT_PAGE_XML') => ({ file_name, status: 'skipped' as const, code, reason: `${code}.` })
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

describe('virtual rows', () => {
  it('renders only the rows in view plus a margin, however long the list', () => {
    expect(visibleRows(0, 192, 48, 10_000)).toEqual({ first: 0, last: 8 })
    expect(visibleRows(48 * 5000, 192, 48, 10_000)).toEqual({ first: 4996, last: 5008 })
    expect(visibleRows(48 * 9996, 192, 48, 10_000)).toEqual({ first: 9992, last: 10_000 })
  })

  it('scrolls just enough to show a row', () => {
    expect(scrollToShow(2, 0, 192, 48)).toBe(0)
    expect(scrollToShow(10, 0, 192, 48)).toBe(48 * 11 - 192)
    expect(scrollToShow(1, 480, 192, 48)).toBe(48)
  })
})

describe('zoom and pan', () => {
  it('zooms within bounds and pans with the arrow keys; 0 resets', () => {
    expect(zoomBy(FIT, 100).scale).toBe(MAX_SCALE)
    expect(zoomBy(FIT, 0.001).scale).toBe(MIN_SCALE)
    const zoomed = viewAfterKey(FIT, '+')
    expect(zoomed?.scale).toBeGreaterThan(1)
    expect(viewAfterKey(FIT, 'ArrowRight')).toEqual({ scale: 1, x: -40, y: 0 })
    expect(viewAfterKey({ scale: 3, x: 10, y: 10 }, '0')).toEqual(FIT)
    expect(viewAfterKey(FIT, 'a')).toBeUndefined()
  })
})

describe('project error rates', () => {
  it('pool errors over the images with validated text only, in graphemes, code points and words', () => {
    const rates = projectErrorRates(['a.png', 'b.png', 'c.png', 'gone.png'], {
      // one grapheme of three wrong (ଲ for ଳ), one code point of three, one word of one
      'a.png': { extracted_text: 'କମଲ', validated_text: 'କମଳ' },
      // nothing validated yet: does not count, however wrong
      'b.png': { extracted_text: 'xyz', validated_text: '' },
      // validated without an extraction: every grapheme and word missing
      'c.png': { extracted_text: '', validated_text: 'ଘର' },
    })
    expect(rates.count).toBe(2)
    expect(rates.cer).toBeCloseTo(3 / 5) // 1 + 2 errors over 3 + 2 graphemes
    expect(rates.cerCodepoints).toBeCloseTo(3 / 5)
    expect(rates.wer).toBeCloseTo(2 / 2)
    expect(projectErrorRates([], {}).count).toBe(0)
  })

  it('read as percentages with one decimal', () => {
    expect(percent(1 / 3)).toBe('33.3%')
    expect(percent(0)).toBe('0.0%')
  })
})
