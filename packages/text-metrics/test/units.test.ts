import { describe, expect, it } from 'vitest'
import { splitUnits } from '../src/units'
import { seeded } from './helpers/odia-text'

const whole = (text: string) =>
  Array.from(
    new Intl.Segmenter('or', { granularity: 'grapheme' }).segment(text.normalize('NFC')),
    (part) => part.segment,
  )

// Pieces whose clusters reach back or forward: conjuncts, vowel signs, a space before a sign, CR LF, emoji joined by
// ZWJ, flags (pairs of regional indicators), a Devanagari conjunct and a letter with many marks.
const PIECES = [
  'କ୍ଷ',
  'ମା',
  'ଶ୍ରୀ',
  ' ',
  ' ି',
  '\r\n',
  '\n',
  'a',
  '👩‍👩‍👧',
  '🇮🇳',
  '🇮',
  'क्षि',
  'e\u0301\u0301\u0301',
  '\u200d',
  'ଡ଼ି',
]

describe('grapheme clusters of a long text', () => {
  it('are those of the whole text segmented at once, window by window', () => {
    const random = seeded(5)
    for (let text = 0; text < 20; text++) {
      const parts = Array.from({ length: 1500 }, () => PIECES[Math.floor(random() * PIECES.length)]!)
      const joined = parts.join('')
      expect(splitUnits(joined, 'grapheme')).toEqual(whole(joined))
    }
    const marks = `କ${'\u0B3C'.repeat(3000)}ଖ`
    expect(splitUnits(marks, 'grapheme')).toEqual(whole(marks))
  })

  // Segmented at once, these 100,000 code points take V8 tens of seconds: past the test's time limit.
  it('of a long text come window by window: 100,000 code points are the clusters of one sentence, 2,500 times', () => {
    const sentence = 'ଓଡ଼ିଶା ଭାରତର ଏକ ରାଜ୍ୟ। ସୁନ୍ଦର ଫୁଲ ଗଙ୍ଗା ନଦୀ '
    const clusters = splitUnits(sentence.repeat(2500), 'grapheme')
    expect(clusters).toEqual(Array.from({ length: 2500 }, () => whole(sentence)).flat())
  })
})
