import type { OcrEngineName } from '@odia-ai/contract'
import { useState } from 'react'

/** The engine picked on this browser, kept across reloads (it is a preference, not a secret). */
const KEY = 'odia-ai-tools:ocr-engine'

function storedEngine(): OcrEngineName {
  try {
    return localStorage.getItem(KEY) === 'tesseract' ? 'tesseract' : 'gemini'
  } catch {
    return 'gemini'
  }
}

/** The chosen OCR engine, Gemini until the user picks another; storage that is unavailable just forgets it. */
export function useChosenEngine(): [OcrEngineName, (engine: OcrEngineName) => void] {
  const [engine, setEngine] = useState(storedEngine)
  const choose = (next: OcrEngineName) => {
    setEngine(next)
    try {
      localStorage.setItem(KEY, next)
    } catch {
      /* not remembered */
    }
  }
  return [engine, choose]
}
