/** A keyboard layer: which modifiers are held. AltGr is the right Alt key (Ctrl+Alt on Windows). */
export type Layer = 'base' | 'shift' | 'altGr' | 'altGrShift'

/** One physical key of the Odia INSCRIPT layout. */
export interface InscriptKey {
  /** `KeyboardEvent.code`: the physical key, whatever layout the operating system uses. */
  code: string
  /** The key's US legend, unshifted and shifted, for display. */
  legend: string
  shiftLegend: string
  /** What the key types in each layer; a missing layer types nothing of its own. */
  output: Partial<Record<Layer, string>>
}

const ZWJ = '\u200D'
const ZWNJ = '\u200C'

function key(code: string, legend: string, shiftLegend: string, ...outputs: (string | undefined)[]): InscriptKey {
  const [base, shift, altGr, altGrShift] = outputs
  const layers = { base, shift, altGr, altGrShift }
  const output = Object.fromEntries(Object.entries(layers).filter(([, text]) => text !== undefined))
  return { code, legend, shiftLegend, output }
}

/**
 * The enhanced (2010) Odia INSCRIPT layout, row by row from the digits row to the bottom row.
 * Columns: code, US legend, shifted US legend, base, Shift, AltGr, AltGr+Shift.
 * Choices where implementations disagree are listed in the README.
 */
export const INSCRIPT_ROWS: readonly (readonly InscriptKey[])[] = [
  [
    key('Digit1', '1', '!', '୧', undefined, ZWJ),
    key('Digit2', '2', '@', '୨', undefined, ZWNJ),
    key('Digit3', '3', '#', '୩', '୍ର'),
    key('Digit4', '4', '$', '୪', 'ର୍', '₹'),
    key('Digit5', '5', '%', '୫', 'ଜ୍ଞ'),
    key('Digit6', '6', '^', '୬', 'ତ୍ର'),
    key('Digit7', '7', '&', '୭', 'କ୍ଷ'),
    key('Digit8', '8', '*', '୮', 'ଶ୍ର'),
    key('Digit9', '9', '(', '୯', '('),
    key('Digit0', '0', ')', '୦', ')'),
    key('Minus', '-', '_', '-', 'ଃ'),
    key('Equal', '=', '+', 'ୃ', 'ଋ', 'ୄ', 'ୠ'),
  ],
  [
    key('KeyQ', 'q', 'Q', 'ୌ', 'ଔ'),
    key('KeyW', 'w', 'W', 'ୈ', 'ଐ'),
    key('KeyE', 'e', 'E', 'ା', 'ଆ'),
    key('KeyR', 'r', 'R', 'ୀ', 'ଈ', 'ୣ', 'ୡ'),
    key('KeyT', 't', 'T', 'ୂ', 'ଊ'),
    key('KeyY', 'y', 'Y', 'ବ', 'ଭ'),
    key('KeyU', 'u', 'U', 'ହ', 'ଙ'),
    key('KeyI', 'i', 'I', 'ଗ', 'ଘ'),
    key('KeyO', 'o', 'O', 'ଦ', 'ଧ'),
    key('KeyP', 'p', 'P', 'ଜ', 'ଝ'),
    // ଡ଼ and ଢ଼ are typed as letter + nukta: U+0B5C/U+0B5D are not NFC (composition exclusions).
    key('BracketLeft', '[', '{', 'ଡ', 'ଢ', 'ଡ\u0B3C', 'ଢ\u0B3C'),
    key('BracketRight', ']', '}', '\u0B3C', 'ଞ'),
  ],
  [
    key('KeyA', 'a', 'A', 'ୋ', 'ଓ'),
    key('KeyS', 's', 'S', 'େ', 'ଏ'),
    key('KeyD', 'd', 'D', '୍', 'ଅ'),
    key('KeyF', 'f', 'F', 'ି', 'ଇ', 'ୢ', 'ଌ'),
    key('KeyG', 'g', 'G', 'ୁ', 'ଉ'),
    key('KeyH', 'h', 'H', 'ପ', 'ଫ'),
    key('KeyJ', 'j', 'J', 'ର'),
    key('KeyK', 'k', 'K', 'କ', 'ଖ'),
    key('KeyL', 'l', 'L', 'ତ', 'ଥ'),
    key('Semicolon', ';', ':', 'ଚ', 'ଛ'),
    key('Quote', "'", '"', 'ଟ', 'ଠ'),
  ],
  [
    key('KeyX', 'x', 'X', 'ଂ', 'ଁ', '୰'),
    key('KeyC', 'c', 'C', 'ମ', 'ଣ'),
    key('KeyV', 'v', 'V', 'ନ'),
    key('KeyB', 'b', 'B', 'ୱ', undefined, 'ଵ'),
    key('KeyN', 'n', 'N', 'ଲ', 'ଳ'),
    key('KeyM', 'm', 'M', 'ସ', 'ଶ'),
    key('Comma', ',', '<', ',', 'ଷ'),
    key('Period', '.', '>', '.', '।', '॥', 'ଽ'),
    key('Slash', '/', '?', 'ୟ', 'ଯ'),
  ],
]
