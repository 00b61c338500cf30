import { DEGRADATION_STRENGTHS } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { sampleLines } from '../../src/eval/eval-lines'
import { runRoundTrip } from '../../src/eval/round-trip'
import { ENGINE_ENTRIES } from '../../src/ocr/engines/ocr-engines'
import { TesseractPool } from '../../src/ocr/engines/tesseract-pool'

/** The most lines of a sample that the offline engine may read as empty, at every strength. */
const MAX_EMPTY = 0.02
const LINES = 100

describe('ultra-realistic lines are legible by design', () => {
  it.each(DEGRADATION_STRENGTHS)('%s: Tesseract reads text in at least 98 %% of 100 lines', async (strength) => {
    const pool = new TesseractPool(2)
    const settings = { geminiBaseUrl: undefined, geminiModel: 'gemini-flash-latest', geminiTimeoutMs: 120_000, geminiRetryBaseMs: 1000, ocrConcurrency: 2 }
    const engine = ENGINE_ENTRIES.tesseract.create({ apiKey: '', settings, tesseract: pool })
    try {
      const lines = sampleLines(LINES, 7)
      const { results } = await runRoundTrip({ lines, mode: 'ultra-realistic', strength, engine, model: 'tesseract', seed: 7, concurrency: 2, signal: new AbortController().signal })
      expect(results).toHaveLength(LINES)
      const empty = results.filter((result) => result.recognized.trim() === '')
      expect(empty.length / LINES, empty.map((result) => result.text).join('\n')).toBeLessThanOrEqual(MAX_EMPTY)
    } finally {
      await pool.close()
    }
  }, 600_000)
})
