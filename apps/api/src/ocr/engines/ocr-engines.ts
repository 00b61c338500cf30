import { OCR_ENGINE_NAMES, type OCR_ENGINES, type OcrEngineName } from '@odia-ai/contract'
import type { EngineEntry, EngineSettings, OpenEngine } from './engine-entry'
import { geminiEngine } from './gemini/gemini-engine'
import type { LineFinder, OcrEngine } from './ocr-engine'
import { tesseractEngine } from './tesseract/tesseract-engine'

/** The engine an entry creates: one the contract says `findsLines` has `findLines`. */
type EngineOf<Name extends OcrEngineName> = (typeof OCR_ENGINES)[Name]['findsLines'] extends true
  ? LineFinder
  : OcrEngine

/**
 * The server's side of `OCR_ENGINES`: a name the contract lists and this table lacks is a type error, and so is an
 * engine without the abilities the contract says it has.
 */
export const ENGINE_ENTRIES: { [Name in OcrEngineName]: EngineEntry<EngineOf<Name>> } = {
  gemini: geminiEngine,
  tesseract: tesseractEngine,
}

/** Every engine of the contract's list, opened: what the batches of every project read with. */
export type OpenEngines = { readonly [Name in OcrEngineName]: OpenEngine<EngineOf<Name>> }

/** Opens every engine for the server's lifetime (a pool's workers start when first needed). */
export const openEngines = (settings: EngineSettings): OpenEngines =>
  Object.fromEntries(OCR_ENGINE_NAMES.map((name) => [name, ENGINE_ENTRIES[name].open(settings)])) as OpenEngines

/** Stops what opening the engines started (server shutdown). */
export async function closeEngines(engines: OpenEngines): Promise<void> {
  for (const engine of Object.values(engines)) await engine.close?.()
}
