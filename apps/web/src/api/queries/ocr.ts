import { getAnnotations, getFlagCounts, listModels, OCR_ENGINES, type OcrEngineName } from '@odia-ai/contract'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'

export const ocrKeys = {
  annotations: ['ocr', 'annotations'] as const,
  // Under the annotations, so whatever fetches them again fetches these too.
  flags: ['ocr', 'annotations', 'flags'] as const,
  models: (engine: OcrEngineName, apiKey: string) => ['ocr', 'models', engine, apiKey] as const,
}

/** The saved session: every stored image in upload order and its annotation. Fetched afresh on every visit. */
export const annotationsQueryOptions = () =>
  queryOptions({
    queryKey: ocrKeys.annotations,
    queryFn: ({ signal }) => call(getAnnotations, { signal }),
    staleTime: 0,
  })

/** How many Odia orthography flags each image's text has (only flagged images are listed). */
export const flagCountsQueryOptions = () =>
  queryOptions({
    queryKey: ocrKeys.flags,
    queryFn: ({ signal }) => call(getFlagCounts, { signal }),
  })

/**
 * The models an engine offers: Gemini's once a key is typed (the models that key may use), the offline
 * engine's at once. The key stays in memory only: the list is dropped as soon as no one shows it.
 */
export const modelsQueryOptions = (engine: OcrEngineName, apiKey: string) =>
  queryOptions({
    queryKey: ocrKeys.models(engine, apiKey),
    queryFn: ({ signal }) => call(listModels, { body: { api_key: apiKey, engine }, signal }),
    enabled: !OCR_ENGINES[engine].needsKey || apiKey.trim() !== '',
    gcTime: 0,
    staleTime: Infinity,
  })
