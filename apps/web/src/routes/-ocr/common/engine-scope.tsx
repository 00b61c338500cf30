import { DEFAULT_OCR_ENGINE, isOcrEngineName, type OcrEngineName } from '@odia-ai/contract'
import { useCallback, useState } from 'react'
import { useStoredPreference } from './stored-preference'

/**
 * The engine that reads the images (the default until the user picks another; kept across reloads, a preference and
 * not a secret), the Gemini key (in memory only) and the model. Each setter keeps its identity from render to render.
 */
export function useEngineSettings() {
  const [engine, setEngine] = useStoredPreference<OcrEngineName>('odia-ai-tools:ocr-engine', (name) =>
    isOcrEngineName(name) ? name : DEFAULT_OCR_ENGINE,
  )
  const [apiKey, setApiKey] = useState('')
  const [model, setModel] = useState<string>()
  const chooseEngine = useCallback(
    (next: OcrEngineName) => {
      setEngine(next)
      setModel(undefined) // each engine has its own models
    },
    [setEngine],
  )
  return { engine, chooseEngine, apiKey, setApiKey, model, setModel }
}
