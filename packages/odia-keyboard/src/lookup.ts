import { INSCRIPT_ROWS, type InscriptKey, type Layer } from './layout.js'

export interface Modifiers {
  shift: boolean
  altGr: boolean
}

const keysByCode = new Map<string, InscriptKey>(INSCRIPT_ROWS.flat().map((key) => [key.code, key]))

export function layerFor({ shift, altGr }: Modifiers): Layer {
  if (altGr) return shift ? 'altGrShift' : 'altGr'
  return shift ? 'shift' : 'base'
}

/** The INSCRIPT key at a physical position (`KeyboardEvent.code`), if the layout has one there. */
export function inscriptKey(code: string): InscriptKey | undefined {
  return keysByCode.get(code)
}

/** What a physical key types with these modifiers, or undefined when the layout maps nothing there. */
export function lookupKey(code: string, modifiers: Modifiers): string | undefined {
  return inscriptKey(code)?.output[layerFor(modifiers)]
}
