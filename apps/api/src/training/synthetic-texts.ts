// The texts the generator draws for a training. Unlike a labelled line, a text not yet drawn can be passed over: one
// the starting model's unicharset cannot spell (ori has no ଋ or ଐ, for one) is left out and said so, never drawn.
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

/** `count` texts: the source's lines in order (starting over when they run out), or lines cut from the bundled sample. */
export function syntheticTexts(
  count: number,
  unicharset: Unicharset,
  source: { lines: string[] } | { seed: number },
): SyntheticTexts {
  // The sample is cut into lines at random: drawing three times the lines needed leaves enough that encode.
  const candidates = 'lines' in source ? source.lines : sampleLines(count * 3, source.seed)
  const passedOver: SyntheticTexts['passedOver'] = []
  const usable = [...new Set(candidates)].filter((text) => {
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
  return `${passedOver.length} text${passedOver.length === 1 ? '' : 's'} of the source left out: the starting model's unicharset lacks ${characters}`
}
