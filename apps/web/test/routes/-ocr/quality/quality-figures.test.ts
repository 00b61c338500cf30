import type { Annotation } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { qualityFigures } from '../../../../src/routes/-ocr/quality/quality-figures'

const validated = (extracted: string, text: string, engine: string, day: string): Annotation => ({
  extracted_text: extracted,
  validated_text: text,
  status: 'validated',
  engine,
  updated_at: `${day}T10:00:00.000Z`,
})

describe('quality figures', () => {
  it('bins each engine’s per-image CER, counts its confusions from read to validated, and validations per day', () => {
    const annotations = {
      // ୱ read for ବ twice, once per image; one image also misses a letter.
      'a.png': validated('ୱାଘ', 'ବାଘ', 'tesseract', '2026-11-20'),
      'b.png': validated('ୱନ', 'ବନ ଘର', 'tesseract', '2026-11-21'),
      'c.png': validated('ଘର', 'ଘର', 'gemini', '2026-11-21'),
      'd.png': { extracted_text: 'ଘ', validated_text: '', status: 'extracted' as const, engine: 'gemini' },
    }
    const figures = qualityFigures(['a.png', 'b.png', 'c.png', 'd.png'], annotations)
    const tesseract = figures.engines.find((engine) => engine.engine === 'tesseract')!
    expect(tesseract.images).toBe(2)
    // a.png: 1 error in 2 graphemes (50 %); b.png: 4 errors in 5 (80 %).
    expect(tesseract.cerBins).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 1, 0])
    expect(tesseract.confusions[0]).toEqual({ read: 'ୱ', meant: 'ବ', count: 2 })
    expect(tesseract.confusions.slice(1).every((confusion) => confusion.read === '∅')).toBe(true)
    const gemini = figures.engines.find((engine) => engine.engine === 'gemini')!
    expect(gemini).toEqual({ engine: 'gemini', images: 1, cerBins: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], confusions: [] })
    expect(figures.validatedPerDay).toEqual([
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-21', count: 2 },
    ])
  })
})
