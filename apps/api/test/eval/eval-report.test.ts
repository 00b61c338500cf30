import { defaultChoices, loadStyleSet, planText } from '@odia-ai/renderer'
import { textErrors } from '@odia-ai/text-metrics'
import { describe, expect, it } from 'vitest'
import { describeVariant, formatReport, inlineDiff } from '../../src/eval/eval-report'

const variant = { style: 'Noto Sans Oriya 400', size: 48, background: '#ffffff' }
const result = (text: string, recognized: string, failure?: string) => ({
  text,
  variant,
  recognized,
  errors: textErrors(text, recognized),
  ...(failure ? { failure } : {}),
})

describe('eval report', () => {
  it('marks each changed run as [expected→recognised]', () => {
    expect(inlineDiff('ଦୀପ ଜଳେ।', 'ଦୀପ ଜଳୋ')).toBe('ଦୀପ ଜ[ଳେ।→ଳୋ]')
    expect(inlineDiff('ଅଛି।', 'ଅଛି')).toBe('ଅଛି[।→]')
  })

  it('prints pooled CER over clusters and code points, WER, speed and the worst lines first', () => {
    const report = formatReport('Round trip', {
      results: [
        result('ଦୀପ ଜଳେ', 'ଦୀପ ଜଳେ'),
        result('ଅଛି', 'ଅଚି'),
        result('ନଦୀ', '', 'Tesseract found no text in this image'),
      ],
      renderSeconds: 0.01,
      recognizeSeconds: 2,
      skipped: 1,
    })
    expect(report).toContain('lines                      3 (1 skipped: no font draws them), 1 without text')
    expect(report).toContain('read as empty              1 (33.33 %)')
    expect(report).toContain('CER (grapheme clusters)    33.33 %')
    expect(report).toContain('WER                        50.00 %')
    expect(report).toContain('recognition                1.5 lines/s (2.0 s)')
    const worst = report.slice(report.indexOf('worst lines'))
    expect(worst.indexOf('ନଦୀ')).toBeLessThan(worst.indexOf('ଅଛି'))
    expect(worst).toContain('(Tesseract found no text in this image)')
    expect(worst).toContain('ଅ[ଛି→ଚି]')
    expect(worst).toContain('Noto Sans Oriya 400, 48 px')
  })

  it('puts a line too long to compare with what was read first among the worst, saying so, and leaves it out of the pooled rates', () => {
    const [long, readAsOther] = ['ଘର '.repeat(7000), 'ଜଳ '.repeat(7000)]
    const report = formatReport('Round trip', {
      results: [result('ଅଛି', 'ଅଚି'), result(long, readAsOther)],
      renderSeconds: 0.01,
      recognizeSeconds: 2,
      skipped: 0,
    })
    expect(report).toContain('CER (grapheme clusters)    50.00 %')
    const worst = report.slice(report.indexOf('worst lines')).split('\n')
    expect(worst[1]).toBe(`  too long to compare  ${long}`)
    expect(worst[2]).toBe('            too long to compare')
  })

  it('describes a degraded line by every parameter that drew it, each book-scan look by name', () => {
    const [planned] = planText(
      'ultra-realistic',
      'ଘର',
      0,
      defaultChoices('ultra-realistic', loadStyleSet().styles, 1),
      loadStyleSet(),
      'heavy',
    ).variants
    const look = {
      ...planned!.look!,
      blur: 0.8,
      grain: 0.2,
      book: { gutter: { side: 'left' as const, width: 0.2, darkness: 0.3 } },
    }
    const described = describeVariant({ ...planned!, style: 'Anek Odia 100', size: 41, look })
    expect(described).toMatch(/^Anek Odia 100, 41 px, heavy · /)
    expect(described).toContain(' · blur 0.8 · ')
    expect(described).toContain(' · grain 0.2 · ')
    expect(described).toContain('gutter (side left, width 0.2, darkness 0.3)')
  })
})
