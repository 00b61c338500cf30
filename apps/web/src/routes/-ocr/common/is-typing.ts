/**
 * A shortcut must never steal a key that types Odia: nothing fires while an input method is composing,
 * when another handler (the INSCRIPT keyboard) already used the key, or on AltGr (Ctrl+Alt on Windows).
 */
export function isTyping(event: KeyboardEvent): boolean {
  return (
    event.isComposing ||
    event.keyCode === 229 ||
    event.defaultPrevented ||
    event.getModifierState('AltGraph') ||
    (event.ctrlKey && event.altKey)
  )
}
