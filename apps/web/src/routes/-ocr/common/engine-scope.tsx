import { DEFAULT_OCR_ENGINE, isOcrEngineName, MODEL_ENGINE, type OcrEngineName } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { projectKey, useProjectId } from '../../../api/project-scope'
import { projectModelQueryOptions, recognitionModelsQueryOptions } from '../../../api/queries/recognition-models'
import { storedItem } from './stored-item'
import { useStoredPreference } from './stored-preference'

/** The engine that reads the images, the user's key and the model, each with its setter. */
export interface EngineChoice {
  engine: OcrEngineName
  /** Picks another engine, back on its default model (each engine has its own models). */
  chooseEngine: (engine: OcrEngineName) => void
  apiKey: string
  setApiKey: (apiKey: string) => void
  /**
   * The model the user picked; undefined means the server's default. For the offline engine, the one picked in this
   * project (remembered by the browser), else the project's own model.
   */
  model: string | undefined
  setModel: (model: string | undefined) => void
}

const EngineContext = createContext<EngineChoice | undefined>(undefined)

/**
 * The offline engine's model in this project: the one picked here (kept by the browser per project), while it still
 * exists, else the project's own model (`Use for this project`).
 */
function useOfflineModel(active: boolean): [string | undefined, (model: string | undefined) => void] {
  const project = useProjectId()
  const [item] = useState(() => storedItem(() => localStorage, `odia-ai-tools:offline-model:${projectKey(project)}`))
  const [picked, setPicked] = useState(() => item.get() ?? undefined)
  const models = useQuery({ ...recognitionModelsQueryOptions(), enabled: active })
  const projectModel = useQuery({ ...projectModelQueryOptions(project), enabled: active })
  const gone = picked !== undefined && models.data !== undefined && !models.data.models.some(({ id }) => id === picked)
  const pick = useCallback(
    (next: string | undefined) => {
      setPicked(next)
      if (next === undefined) item.remove()
      else item.set(next)
    },
    [item],
  )
  return [gone ? projectModel.data?.model : (picked ?? projectModel.data?.model), pick]
}

/**
 * The engine choice, for every part of the screen that reads or sends it: the engine (the default until the user picks
 * another; kept across reloads, a preference and not a secret), the Gemini key (in memory only) and the model (the
 * offline engine's kept per project, see useOfflineModel). The choice keeps its identity while none of these change,
 * and each setter keeps its own from render to render.
 */
export function EngineScope({ children }: { children: ReactNode }) {
  const [engine, setEngine] = useStoredPreference<OcrEngineName>('odia-ai-tools:ocr-engine', (name) =>
    isOcrEngineName(name) ? name : DEFAULT_OCR_ENGINE,
  )
  const [apiKey, setApiKey] = useState('')
  const [engineModel, setEngineModel] = useState<string>()
  const [offlineModel, setOfflineModel] = useOfflineModel(engine === MODEL_ENGINE)
  const model = engine === MODEL_ENGINE ? offlineModel : engineModel
  const setModel = engine === MODEL_ENGINE ? setOfflineModel : setEngineModel
  const chooseEngine = useCallback(
    (next: OcrEngineName) => {
      setEngine(next)
      setEngineModel(undefined)
    },
    [setEngine],
  )
  const choice = useMemo(
    () => ({ engine, chooseEngine, apiKey, setApiKey, model, setModel }),
    [engine, chooseEngine, apiKey, model, setModel],
  )
  return <EngineContext.Provider value={choice}>{children}</EngineContext.Provider>
}

/** The engine choice of the `EngineScope` around the caller. */
export function useEngineChoice(): EngineChoice {
  const choice = useContext(EngineContext)
  if (choice === undefined) throw new Error('useEngineChoice needs an EngineScope around it')
  return choice
}
