import { OCR_ENGINES, type OcrEngineName } from './ocr-engines'

/** What the page shows and the server answers when an engine that needs the user's key is asked without one. */
export const MISSING_KEY = 'Please enter your Gemini API Key'

/** Whether `engine` needs the user's key and `apiKey` holds none (blanks count as none). */
export const missingKey = (engine: OcrEngineName, apiKey: string): boolean =>
  OCR_ENGINES[engine].needsKey && apiKey.trim() === ''
