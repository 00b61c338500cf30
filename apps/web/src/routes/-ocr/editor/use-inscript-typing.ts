import { useRef, useState, type KeyboardEvent } from 'react'
import { inscriptOutput, isAltGrKey } from './inscript-output'
import { insertIntoTextarea } from './insert-into-textarea'
import { createPressedKey } from './pressed-key'

/**
 * Keyboard handlers for the text area: when `enabled`, physical keys type their INSCRIPT characters.
 * `pressed` follows the physical key held down, for highlighting it on the virtual keyboard.
 */
export function useInscriptTyping(enabled: boolean, onChange: (text: string) => void) {
  const rightAltHeld = useRef(false)
  const [pressed] = useState(createPressedKey)

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isAltGrKey(event.nativeEvent)) rightAltHeld.current = true
    pressed.set(event.code)
    if (!enabled) return
    const output = inscriptOutput(event.nativeEvent, rightAltHeld.current)
    if (output === undefined) return
    event.preventDefault()
    insertIntoTextarea(event.currentTarget, output, onChange)
  }

  function onKeyUp(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isAltGrKey(event.nativeEvent)) rightAltHeld.current = false
    pressed.set(undefined)
  }

  function onBlur() {
    rightAltHeld.current = false
    pressed.set(undefined)
  }

  return { pressed, handlers: { onKeyDown, onKeyUp, onBlur } }
}
