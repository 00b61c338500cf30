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
    expect(gemini).toEqual({
      reader: 'gemini:',
      engine: 'gemini',
      images: 1,
      tooLong: 0,
      cerBins: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      confusions: [],
      perDay: [{ day: '2026-11-21', validated: 1, reviewed: 0 }],
    })
    expect(figures.perDay).toEqual([
      { day: '2026-11-20', validated: 1, reviewed: 0 },
      { day: '2026-11-21', validated: 2, reviewed: 0 },
    ])
  })

  it('counts an image for every engine that read it: the one whose text it holds and the others beside it', () => {
    const annotations = {
      'a.png': validated('ବାଘ', 'ବାଘ', 'gemini', '2026-11-20'),
      'b.png': validated('ଘର', 'ଘର', 'gemini', '2026-11-21'),
    }
    // Tesseract read a.png with one error in two letters, b.png right; a reading by the image's own reader is its text.
    const others = { 'a.png': { 'tesseract:ori': 'ୱାଘ', 'gemini:': 'ignored' }, 'b.png': { 'tesseract:ori': 'ଘର' } }
    const figures = qualityFigures(['a.png', 'b.png'], annotations, others)
    expect(figures.engines.map(({ engine, images, cerBins }) => ({ engine, images, cerBins }))).toEqual([
      { engine: 'gemini', images: 2, cerBins: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
      { engine: 'tesseract', images: 2, cerBins: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0] },
    ])
    expect(figures.engines[1]!.confusions).toEqual([{ read: 'ୱ', meant: 'ବ', count: 1 }])
    expect(figures.perDay).toEqual([
      { day: '2026-11-20', validated: 1, reviewed: 0 },
      { day: '2026-11-21', validated: 1, reviewed: 0 },
    ])
  })

  it('keeps each model of an engine apart, named by its model: a trained model beside ori', () => {
    const annotations = { 'a.png': { ...validated('ସ୍ୱର', 'ସ୍ୱର', 'tesseract', '2026-11-20'), model: 'my-book' } }
    const figures = qualityFigures(['a.png'], annotations, { 'a.png': { 'tesseract:ori': 'ସର' } })
    expect(figures.engines.map(({ reader, engine, images }) => ({ reader, engine, images }))).toEqual([
      { reader: 'tesseract:my-book', engine: 'tesseract (my-book)', images: 1 },
      { reader: 'tesseract:ori', engine: 'tesseract (ori)', images: 1 },
    ])
    expect(figures.engines[0]!.cerBins[0]).toBe(1)
    expect(figures.engines[1]!.cerBins[0]).toBe(0)
  })

  it('counts an image whose texts are too long to compare apart: in no CER bin and no confusion', () => {
    const figures = qualityFigures(['long.png', 'a.png'], {
      'long.png': validated('ଘର '.repeat(7000), 'ଜଳ '.repeat(7000), 'tesseract', '2026-11-20'),
      'a.png': validated('ୱାଘ', 'ବାଘ', 'tesseract', '2026-11-20'),
    })
    expect(figures.engines).toEqual([
      expect.objectContaining({
        engine: 'tesseract',
        images: 2,
        tooLong: 1,
        cerBins: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0],
        confusions: [{ read: 'ୱ', meant: 'ବ', count: 1 }],
      }),
    ])
  })

  it('counts each engine’s images validated and reviewed per day, by when they were validated and reviewed', () => {
    const annotations: Record<string, Annotation> = {
      // Changed since (a later OCR run, say): the day it was validated counts.
      'a.png': {
        ...validated('ୱାଘ', 'ବାଘ', 'tesseract', '2026-11-25'),
        validated_at: '2026-11-20T08:00:00.000Z',
        review_status: 'reviewed',
        reviewed_at: '2026-11-22T09:00:00.000Z',
      },
      'b.png': {
        ...validated('ଘର', 'ଘର', 'gemini', '2026-11-20'),
        review_status: 'sent_back',
        reviewed_at: '2026-11-21T09:00:00.000Z',
      },
      'c.png': {
        ...validated('ବନ', 'ବନ', 'gemini', '2026-11-22'),
        review_status: 'reviewed',
        reviewed_at: '2026-11-22T10:00:00.000Z',
      },
      // Validated with no engine's reading: in the project's days only.
      'd.png': {
        extracted_text: '',
        validated_text: 'ଘ',
        status: 'validated',
        validated_at: '2026-11-21T08:00:00.000Z',
      },
    }
    const figures = qualityFigures(Object.keys(annotations), annotations)
    const days = (engine: string) => figures.engines.find((figure) => figure.engine === engine)!.perDay
    expect(days('tesseract')).toEqual([
      { day: '2026-11-20', validated: 1, reviewed: 0 },
      { day: '2026-11-22', validated: 0, reviewed: 1 },
    ])
    // A sent-back image is not reviewed.
    expect(days('gemini')).toEqual([
      { day: '2026-11-20', validated: 1, reviewed: 0 },
      { day: '2026-11-22', validated: 1, reviewed: 1 },
    ])
    expect(figures.perDay).toEqual([
      { day: '2026-11-20', validated: 2, reviewed: 0 },
      { day: '2026-11-21', validated: 1, reviewed: 0 },
      { day: '2026-11-22', validated: 1, reviewed: 2 },
    ])
  })
})
