import { getAnnotations, listModels } from '@odia-ai/contract'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'

export const ocrKeys = {
  annotations: ['ocr', 'annotations'] as const,
  models: (apiKey: string) => ['ocr', 'models', apiKey] as const,
}

/** The saved session: every stored image in upload order and its annotation. Fetched afresh on every visit. */
export const annotationsQueryOptions = () =>
  queryOptions({
    queryKey: ocrKeys.annotations,
    queryFn: ({ signal }) => call(getAnnotations, { signal }),
    staleTime: 0,
  })

/** The models a key may use. The key stays in memory only: the list is dropped as soon as no one shows it. */
export const modelsQueryOptions = (apiKey: string) =>
  queryOptions({
    queryKey: ocrKeys.models(apiKey),
    queryFn: ({ signal }) => call(listModels, { body: { api_key: apiKey }, signal }),
    enabled: apiKey.trim() !== '',
    gcTime: 0,
    staleTime: Infinity,
  })
