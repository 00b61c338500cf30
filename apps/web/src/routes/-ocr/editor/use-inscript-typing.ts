import { useRef, useState, type KeyboardEvent } from 'react'
import { inscriptOutput, isAltGrKey } from './inscript-output'
import { insertIntoTextarea } from './insert-into-textarea'

/**
 * Keyboard handlers for the text area: when `enabled`, physical keys type their INSCRIPT characters.
 * `pressedCode` is the physical key held down, for highlighting it on the virtual keyboard.
 */
export function useInscriptTyping(enabled: boolean, onChange: (text: string) => void) {
  const rightAltHeld = useRef(false)
  const [pressedCode, setPressedCode] = useState<string>()

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isAltGrKey(event.nativeEvent)) rightAltHeld.current = true
    setPressedCode(event.code)
    if (!enabled) return
    const output = inscriptOutput(event.nativeEvent, rightAltHeld.current)
    if (output === undefined) return
    event.preventDefault()
    insertIntoTextarea(event.currentTarget, output, onChange)
  }

  function onKeyUp(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (isAltGrKey(event.nativeEvent)) rightAltHeld.current = false
    setPressedCode(undefined)
  }

  function onBlur() {
    rightAltHeld.current = false
    setPressedCode(undefined)
  }

  return { pressedCode, handlers: { onKeyDown, onKeyUp, onBlur } }
}
