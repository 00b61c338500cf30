import { codePointLabel, LETTER, NUKTA } from '../characters.js'
import { KIND } from '../character-kinds.js'
import { nuktaLexicon, wordList } from '../lexicon.js'
import { defineRule, findAt, type Finding } from '../rule.js'
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
function findDdha(context: TextContext): Finding[] {
  return findAt(context, KIND.consonant, (index) => {
    if (context.cp(index) !== LETTER.ddha || context.is(index + 1, KIND.nukta | KIND.virama)) return undefined
    const afterVowel = context.is(index - 1, KIND.consonant | KIND.vowelSign | KIND.independentVowel | KIND.nukta)
    if (!afterVowel) return undefined
    return {
      start: context.start(index),
      end: context.end(index),
      reason: `ଢ (${codePointLabel(DDHA)}) after a vowel without its nukta: Odia writes ଢ଼ there`,
      suggestion: DDHA + NUKTA_CHAR,
    }
  })
}

/** ଡ଼ or ଢ଼ opening a word: the flap never begins an Odia word, the stop ଡ ଢ does. */
function findInitialNukta(context: TextContext): Finding[] {
  const findings: Finding[] = []
  for (const { first, last } of context.words) {
    const letter = context.cp(first)
    if ((letter !== LETTER.dda && letter !== LETTER.ddha) || context.cp(first + 1) !== NUKTA) continue
    // A lone ଡ଼ or ଡ଼ା names the letter or a syllable; a word goes on to another letter.
    let another = first + 2
    while (another < last && !context.is(another, KIND.consonant | KIND.independentVowel)) another += 1
    if (another >= last) continue
    const char = context.char(first)
    findings.push({
      start: context.start(first),
      end: context.end(first + 1),
      reason: `${char}${NUKTA_CHAR} at the start of a word: Odia begins words with ${char}, never with ${char}${NUKTA_CHAR}`,
      suggestion: char,
    })
  }
  return findings
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
