import { codePointLabel, LETTER } from '../characters.js'
import { letterPairLexicon, wordList } from '../lexicon.js'
import { defineRule } from '../rule.js'
import { findKnownWordConfusions, findWordsEndingIn, uniqueFindings } from './confusions.js'

const BA = String.fromCodePoint(LETTER.ba)
const WA = String.fromCodePoint(LETTER.wa)

// Common native words with ବ. ୱ is right after a virama (ସ୍ୱ, ଦ୍ୱ, also written ସ୍ବ) and in borrowed words
// (ୱେବସାଇଟ, ନରୱେ, ଟାୱାର), so only known words are checked.
const WORDS = wordList(`
  ଏବଂ ଏବେ ସବୁ ସବୁଠାରୁ ହେବ ହେବା ହେବେ ହେବାକୁ କରିବ କରିବା କରିବାକୁ କରିବେ ଯିବ
  ଯିବା ଦେବ ଦେବା ପାଇବ ପାଇବା ଭାବେ ଭାବରେ ବାପା ବହୁତ ବର୍ଷ ବିଷୟ ବିଭିନ୍ନ
  ବିଶେଷ ବଡ଼ ଅବସ୍ଥା ଅବସ୍ଥିତ ବନ୍ଧୁ ସେବା ଦେବୀ
`)

const known = letterPairLexicon(WORDS, [BA, WA])
const WA_ENDING_A_WORD = {
  reason: `ୱ (${codePointLabel(WA)}) ending a word: Odia words end in ବ (${codePointLabel(BA)}), not wa`,
  suggestion: BA,
}

export const waBaConfusion = defineRule({
  name: 'wa-ba-confusion',
  description:
    'ୱ where ବ belongs: ୱ ending a word (ଏୱଂ for ଏବଂ) and common words written with ୱ (ସୱୁ for ସବୁ). ୱ after a ' +
    'virama (ସ୍ୱାଧୀନତା, ଦ୍ୱିତୀୟ) and in borrowed words (ୱେବସାଇଟ) is right.',
  severity: 'suspicious',
  find: (context) =>
    uniqueFindings([
      ...findWordsEndingIn(context, LETTER.wa, WA_ENDING_A_WORD),
      ...findKnownWordConfusions(context, known),
    ]),
})
