import { describe, expect, it } from 'vitest'
import {
  describeCharacters,
  imagesPerText,
  missingCharacters,
  planText,
  RenderOptionError,
  resolveChoices,
  type RenderMode,
  type RenderOptions,
} from '../../src/index'
import { styleSet } from '../helpers'

const MIXED = 'ଓଡ଼ିଆ: "ଭାଷା" (୧୨) ‘ଶ୍ରୀ’ — 2024, [କ]… ? ! / - . ଖ\u200Dଗ\u200Cଘ English।'

describe('coverage', () => {
  it('every bundled stack covers Odia mixed with Latin digits, punctuation, danda, joiners and spaces', () => {
    const set = styleSet()
    for (const style of set.styles)
      expect([style.id, missingCharacters(MIXED, set.coverage.get(style.id)!)]).toEqual([style.id, []])
  })

  it('reports what a style lacks, spaces and joiners included', () => {
    const set = styleSet()
    expect(missingCharacters('କ\u0B55 ଖ', set.coverage.get('Baloo Bhaina 2 400')!)).toEqual(['\u0B55'])
    expect(missingCharacters('ଓଡ଼ିଆ\u00A0中', set.coverage.get('Noto Sans Oriya 400')!)).toEqual(['中'])
    expect(describeCharacters(['\u0B55', '\u2028'])).toBe('U+0B55 ୕, U+2028')
  })
})

const choices = (mode: RenderMode, options: RenderOptions = {}) => resolveChoices(mode, options, styleSet().styles)

describe('planText', () => {
  it('single: one clean image in the default style', () => {
    expect(planText('single', 'କ', 0, choices('single'), styleSet())).toEqual({
      variants: [{ style: 'Noto Sans Oriya 400', size: 48, background: '#ffffff' }],
      skipped: [],
    })
  })

  it('comprehensive: the whole grid, less the styles that cannot draw the text', () => {
    const set = styleSet()
    const grid = choices('comprehensive')
    expect(grid.styles.map((style) => style.id)).toEqual([
      'Noto Sans Oriya 400',
      'Noto Sans Oriya 700',
      'Baloo Bhaina 2 400',
      'Baloo Bhaina 2 700',
      'Anek Odia 400',
      'Anek Odia 700',
    ])
    expect(planText('comprehensive', 'କ', 0, grid, set).variants).toHaveLength(imagesPerText('comprehensive', grid))
    const partial = planText('comprehensive', 'କ\u0B55', 0, grid, set)
    expect(partial.variants).toHaveLength(18)
    expect(partial.skipped).toHaveLength(36)
  })

  it('ultra-realistic: seeded variants, the same for the same seed, drawn only with covering styles', () => {
    const set = styleSet()
    const plan = planText('ultra-realistic', 'କ\u0B55', 4, choices('ultra-realistic', { seed: 77 }), set)
    expect(plan.variants).toHaveLength(5)
    expect(plan.variants.every((variant) => variant.style.startsWith('Noto Sans Oriya'))).toBe(true)
    expect(planText('ultra-realistic', 'କ\u0B55', 4, choices('ultra-realistic', { seed: 77 }), set)).toEqual(plan)
    expect(planText('ultra-realistic', 'କ\u0B55', 4, choices('ultra-realistic', { seed: 78 }), set)).not.toEqual(plan)
    expect(planText('ultra-realistic', '中', 0, choices('ultra-realistic'), set).skipped).toHaveLength(5)
  })
})

describe('resolveChoices', () => {
  it('takes the chosen families, weights, sizes, backgrounds and variants', () => {
    const set = styleSet()
    const grid = choices('comprehensive', {
      fonts: ['Anek Odia'],
      weights: [300, 500],
      sizes: [40],
      backgrounds: ['#F0F0F0'],
    })
    expect(grid.styles.map((style) => style.id)).toEqual(['Anek Odia 300', 'Anek Odia 500'])
    expect(planText('comprehensive', 'କ', 0, grid, set).variants).toEqual([
      { style: 'Anek Odia 300', size: 40, background: '#f0f0f0' },
      { style: 'Anek Odia 500', size: 40, background: '#f0f0f0' },
    ])
    const realistic = planText(
      'ultra-realistic',
      'କ',
      0,
      choices('ultra-realistic', { fonts: ['Baloo Bhaina 2'], sizes: [30, 70], variants: 8 }),
      set,
    )
    expect(realistic.variants).toHaveLength(8)
    expect(
      realistic.variants.every(
        (variant) => variant.style.startsWith('Baloo Bhaina 2') && [30, 70].includes(variant.size),
      ),
    ).toBe(true)
  })

  it('single: a family alone takes its style nearest to 400; several choices are picked per text by the seed', () => {
    expect(choices('single', { fonts: ['Baloo Bhaina 2'] }).styles.map((style) => style.id)).toEqual([
      'Baloo Bhaina 2 400',
    ])
    const many = choices('single', { fonts: ['Noto Sans Oriya', 'Anek Odia'], sizes: [30, 40, 50], seed: 5 })
    const picked = Array.from(
      { length: 30 },
      (_, index) => planText('single', 'କ', index, many, styleSet()).variants[0]!,
    )
    expect(new Set(picked.map((variant) => variant.style))).toEqual(new Set(['Noto Sans Oriya 400', 'Anek Odia 400']))
    expect(new Set(picked.map((variant) => variant.size))).toEqual(new Set([30, 40, 50]))
  })

  it.each([
    [{ fonts: ['Comic Sans'] }, 'Unknown font "Comic Sans": the fonts are Noto Sans Oriya, Baloo Bhaina 2, Anek Odia.'],
    [
      { fonts: ['Baloo Bhaina 2'], weights: [100] },
      'No chosen font has weight 100, so nothing would be drawn: Baloo Bhaina 2 has 400, 500, 600, 700, 800.',
    ],
    [
      { backgrounds: ['#ffeeee'] },
      'Background #ffeeee is not a gray: clean images are gray (#rrggbb with rr = gg = bb).',
    ],
    [{ backgrounds: ['#333333'] }, 'Background #333333 is too dark for black ink: the darkest is #999999.'],
  ])('refuses %j saying why', (options, message) => {
    expect(() => choices('comprehensive', options)).toThrow(new RenderOptionError(message))
  })
})
