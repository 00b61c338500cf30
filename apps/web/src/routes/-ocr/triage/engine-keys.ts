import { isOcrEngineName, OCR_ENGINE_NAMES, OCR_ENGINES } from '@odia-ai/contract'
import { isTyping } from '../common/is-typing'

/** An engine as a sentence names it: its label without the note in brackets (`Gemini`, `Tesseract`). */
export const engineName = (engine: string): string =>
  isOcrEngineName(engine) ? OCR_ENGINES[engine].label.replace(/\s*\(.*\)$/, '') : engine

/** The digit of Alt+digit that takes an engine's reading: its place in the engine list, the same on every image. */
export function readingDigit(engine: string): number | undefined {
  const place = OCR_ENGINE_NAMES.indexOf(engine as (typeof OCR_ENGINE_NAMES)[number]) + 1
  return place >= 1 && place <= 9 ? place : undefined
}

/** The engine Alt+digit names, if it is one: by the key's place (Option turns digits into other characters on a Mac). */
export function engineOfKey(event: KeyboardEvent): string | undefined {
  if (isTyping(event) || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1]
  return digit === undefined ? undefined : OCR_ENGINE_NAMES[Number(digit) - 1]
}
