import { describe, expect, it } from 'vitest'
import { ConfusionCounter } from '../src/confusions'
import { WeakClusterCounter, type ReadText } from '../src/weak-clusters'

function weakClusters(texts: readonly ReadText[], limit?: number) {
  const counter = new WeakClusterCounter()
  for (const text of texts) counter.add(text)
  return counter.figures(limit)
}

describe('confusions', () => {
  it('counts what the engine read for what the person validated, by code point or by grapheme cluster', () => {
    const byCodePoint = new ConfusionCounter('codepoint')
    const byCluster = new ConfusionCounter('grapheme')
    for (const counter of [byCodePoint, byCluster]) {
      counter.add('ବାଘ', 'ୱାଘ')
      counter.add('ବନ ଘର', 'ୱନ')
    }
    expect(byCodePoint.top(1)).toEqual([{ read: 'ୱ', meant: 'ବ', count: 2 }])
    // ବା and ବ are two clusters; the lost " ଘର" is three clusters read as nothing.
    expect(byCluster.top(20)).toEqual([
      { read: '∅', meant: ' ', count: 1 },
      { read: '∅', meant: 'ଘ', count: 1 },
      { read: '∅', meant: 'ର', count: 1 },
      { read: 'ୱ', meant: 'ବ', count: 1 },
      { read: 'ୱା', meant: 'ବା', count: 1 },
    ])
  })
})

const perfect = ['ସୁନ୍ଦର ଫୁଲ', 'ଗଙ୍ଗା ନଦୀ', 'ବନ୍ଧୁ', 'ଦୁଃଖ', 'ପୁସ୍ତକ']

describe('weak clusters', () => {
  it('weighs the clusters the engine misread and the conjuncts and signed letters of the highest-CER texts', () => {
    const texts = [
      { validated: 'ଘର ବନ ଜଳ ମନ ପ୍ରେମ', extracted: 'ଘର ବନ ଜଲ ମନ ପ୍ରେମ' }, // 1 error in 15 clusters: not among the worst
      { validated: 'ସ୍ତ୍ରୀ ଶ୍ରୀ', extracted: 'ସତ ସର' },
      { validated: 'କ୍ଷମା', extracted: 'କମା' },
      ...perfect.map((text) => ({ validated: text, extracted: text })),
    ]
    const figures = weakClusters(texts)
    // 8 texts: the worst quarter is the two with the highest CER.
    expect(figures).toMatchObject({ texts: 8, worstTexts: 2 })
    expect(figures.clusters).toEqual([
      { cluster: 'କ୍ଷ', weight: 2, misread: 1, inWorst: 1 },
      { cluster: 'ଶ୍ରୀ', weight: 2, misread: 1, inWorst: 1 },
      { cluster: 'ସ୍ତ୍ରୀ', weight: 2, misread: 1, inWorst: 1 },
      { cluster: 'ଳ', weight: 1, misread: 1, inWorst: 0 },
      { cluster: 'ମା', weight: 1, misread: 0, inWorst: 1 },
    ])
    // By code point, the dropped viramas come first.
    expect(figures.confusions[0]).toMatchObject({ read: '∅', meant: '୍' })
    expect(figures.confusions).toContainEqual({ read: 'ଲ', meant: 'ଳ', count: 1 })
  })

  it('reads NFC text, leaves out what is not Odia, keeps the heaviest and needs an error to call a text worst', () => {
    const decomposed = '\u0B21\u0B3C\u0B3F' // ଡ଼ି typed as ଡ + nukta + vowel sign
    const figures = weakClusters(
      [
        { validated: `${decomposed} A`, extracted: 'ଡି B' },
        { validated: 'ଘର', extracted: 'ଘର' },
      ],
      1,
    )
    expect(figures.worstTexts).toBe(1)
    expect(figures.clusters).toEqual([{ cluster: 'ଡ଼ି'.normalize('NFC'), weight: 2, misread: 1, inWorst: 1 }])
    expect(weakClusters(perfect.map((text) => ({ validated: text, extracted: text })))).toMatchObject({
      worstTexts: 0,
      clusters: [],
      confusions: [],
    })
  })
})
