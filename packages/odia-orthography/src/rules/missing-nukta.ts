import { codePointLabel, isConsonant, isIndependentVowel, isVowelSign, LETTER, NUKTA, VIRAMA } from '../characters.js'
import { nuktaLexicon, wordList } from '../lexicon.js'
import { defineRule, type Finding } from '../rule.js'
import type { TextContext } from '../text-context.js'
import { findKnownWordConfusions, uniqueFindings } from './confusions.js'

const NUKTA_CHAR = String.fromCodePoint(NUKTA)
const DDHA = String.fromCodePoint(LETTER.ddha)

// Verbs whose stem ends in ଡ଼, and the endings their common forms take.
const VERB_STEMS = wordList('ପଡ଼ ଛାଡ଼ ଉଡ଼ ବୁଡ଼ ପୋଡ଼ ଗଡ଼ ଯୋଡ଼ ଦୌଡ଼ ଫୋପାଡ଼ ସଜାଡ଼ କାମୁଡ଼ ଭୁଶୁଡ଼')
const VERB_ENDINGS = wordList(`
  ି ିବ ିବା ିବାକୁ ିବାରୁ ିଲା ିଲେ ିଲି ିଛି ିଛନ୍ତି ିଥିଲା ିଥିଲେ ିଥିବା ିଥାଏ ିଗଲା ିଯାଏ
  ୁଛି ୁଛନ୍ତି ୁଥିଲା ୁଥିବା ୁଥାଏ େ ନ୍ତି
`)

// Common words with ଡ଼ that the OCR and hurried typing leave without the nukta. ଡ without a nukta after a vowel
// is right in many borrowed words (ରେଡିଓ, ଭିଡିଓ, କାନାଡା), so only known words are checked.
const WORDS = [
  ...wordList(`
    ଓଡ଼ିଆ ଓଡ଼ିଶା ଓଡ଼ିଶୀ ବଡ଼ ଗାଡ଼ି ରେଳଗାଡ଼ି ବାଡ଼ି ଘଡ଼ି କ୍ରୀଡ଼ା କୁକୁଡ଼ା ଆଡ଼
    ମାଡ଼ କଡ଼ା ଗୋଡ଼ ଛଡ଼ା ଚମଡ଼ା ଛିଡ଼ା ନଡ଼ିଆ ଭିଡ଼ ଘୋଡ଼ା ଜଡ଼ିତ ପୀଡ଼ିତ ପୀଡ଼ା
    ସଡ଼କ ପାହାଡ଼ ଧାଡ଼ି କପଡ଼ା ଭଡ଼ା ଝଡ଼ ହାଡ଼ ଚଉଡ଼ା ଝାଡ଼ୁ ଗରୁଡ଼ ଦଉଡ଼ି ଚୂଡ଼ାନ୍ତ
    ନିବିଡ଼ ଝଗଡ଼ା ମରୁଡ଼ି ଜାବୁଡ଼ି ଅଡ଼ୁଆ ପଡ଼ୋଶୀ ପଡ଼ିଆ ଚିଙ୍ଗୁଡ଼ି କୁହୁଡ଼ି
    ମାଙ୍କଡ଼ ଶଗଡ଼ ପଗଡ଼ି ଗୁଡ଼ିଏ ଏଗୁଡ଼ିକ ସେଗୁଡ଼ିକ କାଠଯୋଡ଼ି ଘଡ଼ଘଡ଼ି ବରଗଡ଼
    ନୟାଗଡ଼ ସୁନ୍ଦରଗଡ଼ ଦେବଗଡ଼ ଛତିଶଗଡ଼ ଆଠଗଡ଼ ରାୟଗଡ଼ା କେନ୍ଦ୍ରାପଡ଼ା ନୂଆପଡ଼ା
    ଖଣ୍ଡପଡ଼ା ଝାରସୁଗୁଡ଼ା
  `),
  ...VERB_STEMS.flatMap((stem) => VERB_ENDINGS.map((ending) => stem + ending)),
]

const known = nuktaLexicon(WORDS)

/** ଢ after a vowel: Odia writes ଢ଼ there, and no borrowed word keeps a plain ଢ after a vowel. */
function findDdha({ chars }: TextContext): Finding[] {
  return chars.flatMap(({ cp, start, end }, index) => {
    if (cp !== LETTER.ddha) return []
    const previous = chars[index - 1]
    const next = chars[index + 1]
    if (next !== undefined && (next.cp === NUKTA || next.cp === VIRAMA)) return []
    const afterVowel =
      previous !== undefined &&
      (isConsonant(previous.cp) || isVowelSign(previous.cp) || isIndependentVowel(previous.cp) || previous.cp === NUKTA)
    if (!afterVowel) return []
    return [
      {
        start,
        end,
        reason: `ଢ (${codePointLabel(DDHA)}) after a vowel without its nukta: Odia writes ଢ଼ there`,
        suggestion: DDHA + NUKTA_CHAR,
      },
    ]
  })
}

/** ଡ଼ or ଢ଼ opening a word: the flap never begins an Odia word, the stop ଡ ଢ does. */
function findInitialNukta({ words, chars }: TextContext): Finding[] {
  return words.flatMap(({ first, last }) => {
    const letter = chars[first]!
    if ((letter.cp !== LETTER.dda && letter.cp !== LETTER.ddha) || chars[first + 1]?.cp !== NUKTA) return []
    // A lone ଡ଼ or ଡ଼ା names the letter or a syllable; a word goes on to another letter.
    if (!chars.slice(first + 2, last).some(({ cp }) => isConsonant(cp) || isIndependentVowel(cp))) return []
    return [
      {
        start: letter.start,
        end: chars[first + 1]!.end,
        reason: `${letter.char}${NUKTA_CHAR} at the start of a word: Odia begins words with ${letter.char}, never with ${letter.char}${NUKTA_CHAR}`,
        suggestion: letter.char,
      },
    ]
  })
}

export const missingNukta = defineRule({
  name: 'missing-nukta',
  description:
    'ଡ or ଢ without the nukta where Odia writes ଡ଼ ଢ଼: ଢ after any vowel, ଡ in common words (ଓଡ଼ିଶା, ବଡ଼, ' +
    'ପଡ଼ିବ, ଗାଡ଼ି); and ଡ଼ ଢ଼ opening a word, where the plain letter belongs. A ଡ at the start of a word, after a ' +
    'virama (ଣ୍ଡ) or in a borrowed word (ରେଡିଓ) is right.',
  severity: 'suspicious',
  find: (context) =>
    uniqueFindings([
      ...findDdha(context),
      ...findInitialNukta(context),
      ...findKnownWordConfusions(
        context,
        known,
        ({ written, word, corrected }) =>
          `${written} (${codePointLabel(written)}) without its nukta: ${word} is written ${corrected}`,
      ),
    ]),
})
