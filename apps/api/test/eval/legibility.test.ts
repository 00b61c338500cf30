import { DEGRADATION_STRENGTHS } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { sampleLines } from '../../src/eval/eval-lines'
import { runRoundTrip } from '../../src/eval/round-trip'
import { ENGINE_ENTRIES } from '../../src/ocr/engines/ocr-engines'

/** The most lines of a sample that the offline engine may read as empty: 2 %, heavy (allowed to be harder) 5 %. */
const MAX_EMPTY = { light: 0.02, medium: 0.02, heavy: 0.05 }
const LINES = 100

describe('ultra-realistic lines are legible by design', () => {
  it.each(DEGRADATION_STRENGTHS)(
    '%s: Tesseract reads text in all but a bounded few of 100 lines',
    async (strength) => {
      const tesseract = ENGINE_ENTRIES.tesseract.open({
        geminiBaseUrl: undefined,
        geminiModel: 'gemini-flash-latest',
        geminiTimeoutMs: 120_000,
        geminiRetryBaseMs: 1000,
        ocrConcurrency: 2,
        workers: 2,
      })
      const engine = tesseract.create('')
      try {
        const lines = sampleLines(LINES, 7)
        const { results } = await runRoundTrip({
          lines,
          mode: 'ultra-realistic',
          strength,
          engine,
          model: tesseract.defaultModel,
          seed: 7,
          concurrency: 2,
          signal: new AbortController().signal,
        })
        expect(results).toHaveLength(LINES)
        const empty = results.filter((result) => result.recognized.trim() === '')
        expect(
          empty.length / LINES,
          `${empty.length} empty: ${empty.map((result) => result.text).join(' | ')}`,
        ).toBeLessThanOrEqual(MAX_EMPTY[strength])
      } finally {
        await tesseract.close?.()
      }
    },
    600_000,
  )
})
