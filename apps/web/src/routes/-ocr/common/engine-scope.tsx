import { DEFAULT_OCR_ENGINE, isOcrEngineName, type OcrEngineName } from '@odia-ai/contract'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useStoredPreference } from './stored-preference'

/** The engine that reads the images, the user's key and the model, each with its setter. */
export interface EngineChoice {
  engine: OcrEngineName
  /** Picks another engine, back on its default model (each engine has its own models). */
  chooseEngine: (engine: OcrEngineName) => void
  apiKey: string
  setApiKey: (apiKey: string) => void
  /** The model the user picked; undefined means the server's default. */
  model: string | undefined
  setModel: (model: string | undefined) => void
}

const EngineContext = createContext<EngineChoice | undefined>(undefined)

/**
 * The engine choice, for every part of the screen that reads or sends it: the engine (the default until the user picks
 * another; kept across reloads, a preference and not a secret), the Gemini key (in memory only) and the model. The
 * choice keeps its identity while none of these change, and each setter keeps its own from render to render.
 */
export function EngineScope({ children }: { children: ReactNode }) {
  const [engine, setEngine] = useStoredPreference<OcrEngineName>('odia-ai-tools:ocr-engine', (name) =>
    isOcrEngineName(name) ? name : DEFAULT_OCR_ENGINE,
  )
  const [apiKey, setApiKey] = useState('')
  const [model, setModel] = useState<string>()
  const chooseEngine = useCallback(
    (next: OcrEngineName) => {
      setEngine(next)
      setModel(undefined)
    },
    [setEngine],
  )
  const choice = useMemo(
    () => ({ engine, chooseEngine, apiKey, setApiKey, model, setModel }),
    [engine, chooseEngine, apiKey, model],
  )
  return <EngineContext.Provider value={choice}>{children}</EngineContext.Provider>
}

/** The engine choice of the `EngineScope` around the caller. */
export function useEngineChoice(): EngineChoice {
  const choice = useContext(EngineContext)
  if (choice === undefined) throw new Error('useEngineChoice needs an EngineScope around it')
  return choice
}
