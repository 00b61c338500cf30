import { isOcrEngineName, OCR_ENGINES, readerOf, readerParts } from '@odia-ai/contract'

/** An engine as a sentence names it: its label without the note in brackets (`Gemini`, `Tesseract`). */
export const engineName = (engine: string): string =>
  isOcrEngineName(engine) ? OCR_ENGINES[engine].label.replace(/\s*\(.*\)$/, '') : engine

/**
 * A reader (`engine:model`, see `readerOf`) as a sentence names it: its engine (as `nameEngine` names it), with the
 * model in brackets when another of `readers` is the same engine (`Tesseract (my-book)` beside `Tesseract (ori)`).
 */
export function readerName(
  reader: string,
  readers: readonly string[],
  nameEngine: (engine: string) => string = engineName,
): string {
  const { engine, model } = readerParts(reader)
  const shared = readers.some((other) => other !== reader && readerParts(other).engine === engine)
  return shared ? `${nameEngine(engine)} (${model})` : nameEngine(engine)
}

/** The readers of an image's readings, as `readerName` takes them. */
export const readersOf = (readings: ReadonlyArray<{ engine: string; model: string }>): string[] =>
  readings.map(readerOf)
