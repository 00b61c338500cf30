import type { OCR_ENGINES, OcrEngineName } from '@odia-ai/contract'
import type { Config } from '../../config'
import { geminiEngine } from './gemini/gemini-engine'
import type { LineFinder, OcrEngine } from './ocr-engine'
import { tesseractEngine } from './tesseract/tesseract-engine'
import type { TesseractPool } from './tesseract/tesseract-pool'

export type OcrSettings = Pick<
  Config,
  'geminiBaseUrl' | 'geminiModel' | 'geminiTimeoutMs' | 'geminiRetryBaseMs' | 'ocrConcurrency'
>

/** Everything creating an engine may need; each engine takes what it uses. */
export interface EngineSetup {
  /** The user's key, for an engine that needs one (`OCR_ENGINES[name].needsKey`); held only by the engine made with it. */
  apiKey: string
  settings: OcrSettings
  /** The server's offline workers, shared by every batch. */
  tesseract: TesseractPool
}

/** How the server runs one engine of the contract's list. */
export interface EngineEntry<Engine extends OcrEngine = OcrEngine> {
  create: (setup: EngineSetup) => Engine
  /** The model a request that names none gets. */
  defaultModel: (settings: OcrSettings) => string
  /** Whether a request may pick another model than the default. */
  modelChoice: boolean
  /** Images of a batch read at once. */
  concurrency: (setup: EngineSetup) => number
}

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
