import { DEFAULT_OCR_ENGINE, isOcrEngineName, type OcrEngineName } from '@odia-ai/contract'
import { useStoredPreference } from '../common/stored-preference'

/** The chosen OCR engine, the default until the user picks another; kept across reloads (a preference, not a secret). */
export const useChosenEngine = (): [OcrEngineName, (engine: OcrEngineName) => void] =>
  useStoredPreference<OcrEngineName>('odia-ai-tools:ocr-engine', (name) => (isOcrEngineName(name) ? name : DEFAULT_OCR_ENGINE))
