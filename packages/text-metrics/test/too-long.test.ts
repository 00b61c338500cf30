import { describe, expect, it } from 'vitest'
import { ConfusionCounter, confusionsOf } from '../src/confusions'
import { characterDiff, diffSegments } from '../src/diff-segments'
import { characterDisagreement } from '../src/disagreement'
import { aggregateErrorRates, characterErrors, textErrors } from '../src/error-rates'
import { WeakClusterCounter } from '../src/weak-clusters'
import { randomOdia, seeded } from './helpers/odia-text'

// Two pages of 20,000 code points that have nothing in common: past every limit.
const random = seeded(20)
const page = randomOdia(random, 20_000).join('').normalize('NFC')
const otherPage = randomOdia(random, 20_000).join('').normalize('NFC')

describe('texts too long to compare', () => {
  it('have no error rate, diff, disagreement or confusions, and say so with null', () => {
    expect(characterErrors(page, otherPage)).toBeNull()
    expect(characterErrors(page, otherPage, 'codepoint')).toBeNull()
    expect(textErrors(page, otherPage)).toBeNull()
    expect(characterDiff(page, otherPage)).toBeNull()
    expect(diffSegments(page, otherPage)).toBeNull()
    expect(characterDisagreement(page, otherPage)).toBeNull()
    expect(confusionsOf(page, otherPage)).toBeNull()
  })

  it('are counted apart from the pooled rates, which rest on the texts compared', () => {
    const aggregate = aggregateErrorRates([textErrors('କ', 'ଖ'), textErrors(page, otherPage), textErrors('ଘର', 'ଘର')])
    expect(aggregate).toEqual({ count: 2, tooLong: 1, cer: 1 / 3, cerCodepoints: 1 / 3, wer: 1 / 2 })
  })

  it('count no confusion and no weak cluster, and are counted as left out', () => {
    const counter = new ConfusionCounter()
    expect(counter.add(page, otherPage)).toBe(false)
    expect(counter.top(5)).toEqual([])

    const weak = new WeakClusterCounter()
    weak.add({ validated: page, extracted: otherPage })
    weak.add({ validated: 'କ୍ଷମା', extracted: 'କମା' })
    expect(weak.figures()).toMatchObject({
      texts: 1,
      tooLong: 1,
      worstTexts: 1,
      clusters: [{ cluster: 'କ୍ଷ' }, { cluster: 'ମା' }],
    })
  })

  it('are the same page read twice, or read with a few slips, still compared', () => {
    const length = [...page].length
    expect(characterErrors(page, page, 'codepoint')).toEqual({ errors: 0, length })
    const slipped = `${page.slice(0, 10_000)}A${page.slice(10_001)}`
    expect(characterErrors(page, slipped, 'codepoint')).toEqual({ errors: 1, length })
    expect(characterDiff(page, slipped)!.errors.errors).toBeGreaterThanOrEqual(1)
  })
})
