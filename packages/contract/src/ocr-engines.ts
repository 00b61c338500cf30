import { Type } from 'typebox'

/** What the page and the CLI need to know of an engine before asking the server anything. */
export interface OcrEngineInfo {
  /** The engine's name in a sentence ("read by Gemini"). */
  name: string
  /** The engine's name in the Engine select. */
  label: string
  /** Whether a batch needs the user's API key (an engine that runs on the server needs none). */
  needsKey: boolean
  /** Whether it finds a page's text lines with their boxes (`Find lines` on the page). */
  findsLines: boolean
}

/**
 * Every OCR engine the server offers, in the order the page lists them; the first is the default. The request schemas,
 * the server's engine table, the page's select and the CLI all read this list.
 */
export const OCR_ENGINES = {
  gemini: { name: 'Gemini', label: 'Gemini (needs your API key)', needsKey: true, findsLines: true },
  tesseract: { name: 'Tesseract', label: 'Tesseract (offline, no key)', needsKey: false, findsLines: true },
} as const satisfies Record<string, OcrEngineInfo>

export type OcrEngineName = keyof typeof OCR_ENGINES

export const OCR_ENGINE_NAMES = Object.keys(OCR_ENGINES) as OcrEngineName[]

/** The engine of a request or page that names none. */
export const DEFAULT_OCR_ENGINE: OcrEngineName = OCR_ENGINE_NAMES[0]!

export const isOcrEngineName = (name: unknown): name is OcrEngineName =>
  typeof name === 'string' && Object.hasOwn(OCR_ENGINES, name)

export const OcrEngineNameSchema = Type.Enum(OCR_ENGINE_NAMES)
