import { codePointLabel, LETTER } from '../characters.js'
import { letterPairLexicon, wordList } from '../lexicon.js'
import { defineRule } from '../rule.js'
import { findKnownWordConfusions, findWordsEndingIn, uniqueFindings } from './confusions.js'

const YA = String.fromCodePoint(LETTER.ya)
const YYA = String.fromCodePoint(LETTER.yya)

// ଯ opens native words and Sanskrit words; ୟ ends and follows vowels inside them. Borrowed words begin with ୟ
// too (ୟୁରୋପ, ୟେମେନ୍), so only known words are checked at the start.
const WORDS = wordList(`
  ଯେ ଯେଉଁ ଯେଉଁଠି ଯେଉଁଠାରେ ଯେଉଁମାନେ ଯେତେ ଯେତେବେଳେ ଯେବେ ଯେପରି ଯେମିତି
  ଯେହେତୁ ଯଦି ଯଦିଓ ଯାହା ଯାହାକି ଯାହାକୁ ଯାହାର ଯାହାଙ୍କ ଯିଏ ଯଥା ଯଥେଷ୍ଟ ଯଥାର୍ଥ
  ଯାଇ ଯାଏ ଯାଅ ଯାଉ ଯାଉଛି ଯାଉଛନ୍ତି ଯାଇଛି ଯାଇଛନ୍ତି ଯାଇଥିଲା ଯାଇଥିଲେ
  ଯାଇଥିବା ଯାଆନ୍ତି ଯିବ ଯିବା ଯିବାକୁ ଯିବି ଯିବେ ଯାତ୍ରା ଯାତ୍ରୀ ଯୁଦ୍ଧ ଯୁକ୍ତ
  ଯୁକ୍ତି ଯୁବକ ଯୁବତୀ ଯୁଗ ଯୋଗ ଯୋଗ୍ୟ ଯୋଗ୍ୟତା ଯୋଗାଯୋଗ ଯୋଗଦାନ ଯୋଜନା ଯନ୍ତ୍ର
  ଯଜ୍ଞ ଯତ୍ନ ଯୌନ ଯାଞ୍ଚ ସମୟ ବିଷୟ ଜାତୀୟ ଭାରତୀୟ ସ୍ଥାନୀୟ କେନ୍ଦ୍ରୀୟ ଶାସ୍ତ୍ରୀୟ
  ବିଦ୍ୟାଳୟ ପ୍ରାୟ ଉପାୟ ଜୟ ବିଜୟ ହୃଦୟ ନିଶ୍ଚୟ ଭୟ ଅଧ୍ୟାୟ ନ୍ୟାୟ ସହାୟତା ଆଶ୍ରୟ
  ବିନୟ ଅଭିନୟ ପରିଚୟ ନିର୍ଣ୍ଣୟ ଆୟୋଗ ଆୟୋଜନ ପ୍ରୟୋଗ ପ୍ରୟାସ ନିୟମ ନିୟମିତ
  ନିୟନ୍ତ୍ରଣ ପ୍ରିୟ ଦୟା ମାୟା
`)

const known = letterPairLexicon(WORDS, [YA, YYA])
const YA_ENDING_A_WORD = {
  reason: `ଯ (${codePointLabel(YA)}) ending a word after a vowel, where Odia writes ୟ (${codePointLabel(YYA)})`,
  suggestion: YYA,
}

export const yaYyaConfusion = defineRule({
  name: 'ya-yya-confusion',
  description:
    'ଯ where ୟ belongs or the other way round: ଯ ending a word after a vowel (ସମଯ for ସମୟ), and common words ' +
    'written with the other letter (ୟଦି for ଯଦି, ବିଷଯରେ for ବିଷୟରେ). ଯ inside compounds (ରଥଯାତ୍ରା, ଦେଖାଯାଏ) ' +
    'and ୟ opening borrowed words (ୟୁରୋପ) are right; after a virama both write the ya-phala.',
  severity: 'suspicious',
  find: (context) =>
    uniqueFindings([
      ...findWordsEndingIn(context, LETTER.ya, YA_ENDING_A_WORD),
      ...findKnownWordConfusions(context, known),
    ]),
})
