import { getAnnotations, getFlagCounts, listModels, missingKey, type OcrEngineName } from '@odia-ai/contract'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import { projectKey, projectQuery } from '../project-scope'

export const ocrKeys = {
  /** Every project's saved session (the prefix invalidations use). */
  annotations: ['ocr', 'annotations'] as const,
  annotationsOf: (project: number | undefined) => ['ocr', 'annotations', projectKey(project)] as const,
  // Under the project's annotations, so whatever fetches them again fetches these too.
  flagsOf: (project: number | undefined) => ['ocr', 'annotations', projectKey(project), 'flags'] as const,
  models: (engine: OcrEngineName, apiKey: string) => ['ocr', 'models', engine, apiKey] as const,
  /** Every project's per-person counts, which each save and review changes. */
  people: ['ocr', 'people'] as const,
  peopleOf: (project: number | undefined) => ['ocr', 'people', projectKey(project)] as const,
}

/**
 * A project's saved session: every stored image in upload order and its annotation. Fetched afresh on every visit, by
 * the route's loader; the screen then reads that copy, not a second one (it holds the whole project).
 */
export const annotationsQueryOptions = (project?: number) =>
  queryOptions({
    queryKey: ocrKeys.annotationsOf(project),
    queryFn: ({ signal }) => call(getAnnotations, { querystring: projectQuery(project), signal }),
    staleTime: 0,
    refetchOnMount: false,
  })

/** How many Odia orthography flags each image's text in the project has (only flagged images are listed). */
export const flagCountsQueryOptions = (project?: number) =>
  queryOptions({
    queryKey: ocrKeys.flagsOf(project),
    queryFn: ({ signal }) => call(getFlagCounts, { querystring: projectQuery(project), signal }),
  })

/**
 * The models an engine offers: Gemini's once a key is typed (the models that key may use), the offline
 * engine's at once. The key stays in memory only: the list is dropped as soon as no one shows it.
 */
export const modelsQueryOptions = (engine: OcrEngineName, apiKey: string) =>
  queryOptions({
    queryKey: ocrKeys.models(engine, apiKey),
    queryFn: ({ signal }) => call(listModels, { body: { api_key: apiKey, engine }, signal }),
    enabled: !missingKey(engine, apiKey),
    gcTime: 0,
    staleTime: Infinity,
  })
