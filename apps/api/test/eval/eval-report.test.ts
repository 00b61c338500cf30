import { textErrors } from '@odia-ai/text-metrics'
import { describe, expect, it } from 'vitest'
import { formatReport, inlineDiff } from '../../src/eval/eval-report'

const variant = { style: 'Noto Sans Oriya 400', size: 48, background: '#ffffff' }
const result = (text: string, recognized: string, failure?: string) => ({ text, variant, recognized, errors: textErrors(text, recognized), ...(failure ? { failure } : {}) })

describe('eval report', () => {
  it('marks each changed run as [expected→recognised]', () => {
    expect(inlineDiff('ଦୀପ ଜଳେ।', 'ଦୀପ ଜଳୋ')).toBe('ଦୀପ ଜ[ଳେ।→ଳୋ]')
    expect(inlineDiff('ଅଛି।', 'ଅଛି')).toBe('ଅଛି[।→]')
  })

  it('prints pooled CER over clusters and code points, WER, speed and the worst lines first', () => {
    const report = formatReport('Round trip', {
      results: [result('ଦୀପ ଜଳେ', 'ଦୀପ ଜଳେ'), result('ଅଛି', 'ଅଚି'), result('ନଦୀ', '', 'Tesseract found no text in this image')],
      renderSeconds: 0.01,
      recognizeSeconds: 2,
      skipped: 1,
    })
    expect(report).toContain('lines                      3 (1 skipped: no font draws them), 1 without text')
    expect(report).toContain('CER (grapheme clusters)    33.33 %')
    expect(report).toContain('WER                        50.00 %')
    expect(report).toContain('recognition                1.5 lines/s (2.0 s)')
    const worst = report.slice(report.indexOf('worst lines'))
    expect(worst.indexOf('ନଦୀ')).toBeLessThan(worst.indexOf('ଅଛି'))
    expect(worst).toContain('(Tesseract found no text in this image)')
    expect(worst).toContain('ଅ[ଛି→ଚି]')
  })
})
