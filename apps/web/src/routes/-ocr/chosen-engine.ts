import { DEFAULT_OCR_ENGINE, isOcrEngineName, type OcrEngineName } from '@odia-ai/contract'
import { useState } from 'react'
import { storedItem } from './stored-item'

/** The engine picked on this browser, kept across reloads (it is a preference, not a secret). */
const stored = storedItem(() => localStorage, 'odia-ai-tools:ocr-engine')

const storedEngine = (): OcrEngineName => {
  const name = stored.get()
  return isOcrEngineName(name) ? name : DEFAULT_OCR_ENGINE
}

/** The chosen OCR engine, the default until the user picks another. */
export function useChosenEngine(): [OcrEngineName, (engine: OcrEngineName) => void] {
  const [engine, setEngine] = useState(storedEngine)
  const choose = (next: OcrEngineName) => {
    setEngine(next)
    stored.set(next)
  }
  return [engine, choose]
}
