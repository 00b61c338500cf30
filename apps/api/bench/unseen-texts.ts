// Odia text no model of ours was trained on: the words of the Odia names Node's ICU carries (CLDR). The base model's
// recipe keeps them out of its texts, so a model is measured on words it never saw, drawn into lines of 12–40
// characters.
import { seededRandom } from '@odia-ai/renderer'
import { odiaNameWords } from '../src/eval/cldr-names'
import { wordLine } from '../src/eval/word-lines'

/** `count` lines of whole words of the names, seeded, each word spelled by `canSpell`. */
export function unseenLines(count: number, seed: number, canSpell: (text: string) => boolean): string[] {
  const words = odiaNameWords().filter(canSpell)
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => wordLine(random, () => words[Math.floor(random() * words.length)]!))
}
