import { describe, expect, it } from 'vitest'
import { describeCharacters, gridStyles, imagesPerText, missingCharacters, planText, REALISTIC_VARIANTS } from '../src/index'
import { styleSet } from './helpers'

const MIXED = 'ଓଡ଼ିଆ: "ଭାଷା" (୧୨) ‘ଶ୍ରୀ’ — 2024, [କ]… ? ! / - . ଖ\u200Dଗ\u200Cଘ English।'

describe('coverage', () => {
  it('every bundled stack covers Odia mixed with Latin digits, punctuation, danda, joiners and spaces', () => {
    const set = styleSet()
    for (const style of set.styles) expect([style.id, missingCharacters(MIXED, set.coverage.get(style.id)!)]).toEqual([style.id, []])
  })

  it('reports what a style lacks, spaces and joiners included', () => {
    const set = styleSet()
    expect(missingCharacters('କ\u0B55 ଖ', set.coverage.get('Baloo Bhaina 2 400')!)).toEqual(['\u0B55'])
    expect(missingCharacters('ଓଡ଼ିଆ\u00A0中', set.coverage.get('Noto Sans Oriya 400')!)).toEqual(['中'])
    expect(describeCharacters(['\u0B55', '\u2028'])).toBe('U+0B55 ୕, U+2028')
  })
})

describe('planText', () => {
  it('single: one clean image in the default style', () => {
    expect(planText('single', 'କ', 0, 1, styleSet())).toEqual({ variants: [{ style: 'Noto Sans Oriya 400', size: 48, background: '#ffffff' }], skipped: [] })
  })

  it('comprehensive: the whole grid, less the styles that cannot draw the text', () => {
    const set = styleSet()
    expect(gridStyles(set.styles).map((style) => style.id)).toEqual([
      'Noto Sans Oriya 400',
      'Noto Sans Oriya 700',
      'Baloo Bhaina 2 400',
      'Baloo Bhaina 2 700',
      'Anek Odia 400',
      'Anek Odia 700',
    ])
    expect(planText('comprehensive', 'କ', 0, 1, set).variants).toHaveLength(imagesPerText('comprehensive', set))
    const partial = planText('comprehensive', 'କ\u0B55', 0, 1, set)
    expect(partial.variants).toHaveLength(18)
    expect(partial.skipped).toHaveLength(36)
  })

  it('ultra-realistic: seeded variants, the same for the same seed, drawn only with covering styles', () => {
    const set = styleSet()
    const plan = planText('ultra-realistic', 'କ\u0B55', 4, 77, set)
    expect(plan.variants).toHaveLength(REALISTIC_VARIANTS)
    expect(plan.variants.every((variant) => variant.style.startsWith('Noto Sans Oriya'))).toBe(true)
    expect(planText('ultra-realistic', 'କ\u0B55', 4, 77, set)).toEqual(plan)
    expect(planText('ultra-realistic', 'କ\u0B55', 4, 78, set)).not.toEqual(plan)
    expect(planText('ultra-realistic', '中', 0, 1, set).skipped).toHaveLength(REALISTIC_VARIANTS)
  })
})
