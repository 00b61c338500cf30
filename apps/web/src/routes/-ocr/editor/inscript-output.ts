import { lookupKey } from '@odia-ai/odia-keyboard'

/**
 * What a physical key press types on the INSCRIPT layout, or undefined when the browser should handle
 * it: IME composition, Ctrl/Meta/Alt shortcuts, and keys the layout leaves alone (Enter, arrows...).
 * AltGr shows up as the AltGraph modifier (Linux, macOS), as Ctrl+Alt (Windows), or as a held right
 * Alt key (`rightAltHeld`, for a US system layout where right Alt is plain Alt).
 */
export function inscriptOutput(event: KeyboardEvent, rightAltHeld: boolean): string | undefined {
  if (event.isComposing || event.keyCode === 229 || event.metaKey) return undefined
  const altGr = event.getModifierState('AltGraph') || rightAltHeld || (event.ctrlKey && event.altKey)
  if (!altGr && (event.ctrlKey || event.altKey)) return undefined
  return lookupKey(event.code, { shift: event.shiftKey, altGr })
}

/** Whether this key event is the AltGr key itself going down or up. */
export function isAltGrKey(event: KeyboardEvent): boolean {
  return event.code === 'AltRight' || event.key === 'AltGraph'
}
