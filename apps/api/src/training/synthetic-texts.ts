// The texts the generator draws for a training. Their characters join the training's unicharset like the labels'
// (extended-traineddata.ts); unlike a labelled line, a text not yet drawn can be passed over: one that still cannot be
// spelt (a control character, say) is left out and said so, never drawn.
import { cycleLines, sampleLines } from '../eval/eval-lines'
import { encodingFailure, nameCharacter, type Unicharset } from './unicharset'

export interface SyntheticTexts {
  texts: string[]
  /** The source's lines passed over, each with the character the unicharset lacks. */
  passedOver: Array<{ text: string; character: string }>
}

const lacking = (text: string, unicharset: Unicharset) => {
  const at = encodingFailure(text, unicharset)
  return at < 0 ? undefined : String.fromCodePoint(text.codePointAt(at)!)
}

export type TextSource = { lines: string[] } | { seed: number }

/** The texts `syntheticTexts` chooses from: the source's lines, or three times `count` lines cut from the sample. */
export const syntheticCandidates = (count: number, source: TextSource): string[] =>
  // The sample is cut into lines at random: drawing three times the lines needed leaves enough that encode.
  'lines' in source ? source.lines : sampleLines(count * 3, source.seed)

/** `count` texts: the source's lines in order (starting over when they run out), or lines cut from the bundled sample. */
export function syntheticTexts(count: number, unicharset: Unicharset, source: TextSource): SyntheticTexts {
  const passedOver: SyntheticTexts['passedOver'] = []
  const usable = [...new Set(syntheticCandidates(count, source))].filter((text) => {
    const character = lacking(text, unicharset)
    if (character) passedOver.push({ text, character })
    return !character
  })
  const texts = usable.length === 0 ? [] : 'lines' in source ? cycleLines(usable, count) : usable.slice(0, count)
  return { texts, passedOver }
}

/** What the console and the card say of the texts passed over. */
export function describePassedOver(passedOver: SyntheticTexts['passedOver']): string | undefined {
  if (passedOver.length === 0) return undefined
  const characters = [...new Set(passedOver.map(({ character }) => character))].map(nameCharacter).join(', ')
  return `${passedOver.length} text${passedOver.length === 1 ? '' : 's'} of the source left out: the training's unicharset lacks ${characters}`
}
