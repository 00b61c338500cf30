import { acceptIdentical, getReadings, getReadingsSummary, getValidatedReadings } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'
import { projectKey, projectQuery, useProjectId } from '../project-scope'
import { ocrKeys } from './ocr'

export const readingKeys = {
  all: ['ocr', 'readings'] as const,
  /** An image's readings in every project that has an image of that name (the prefix invalidations use). */
  ofImage: (image: string) => ['ocr', 'readings', 'image', image] as const,
  ofImageIn: (image: string, project: number | undefined) =>
    ['ocr', 'readings', 'image', image, projectKey(project)] as const,
  summaryOf: (project: number | undefined) => ['ocr', 'readings', 'summary', projectKey(project)] as const,
  validatedOf: (project: number | undefined) => ['ocr', 'readings', 'validated', projectKey(project)] as const,
}

/** Each engine's latest reading of an image, with its text. */
export const readingsQueryOptions = (project: number | undefined, image: string) =>
  queryOptions({
    queryKey: readingKeys.ofImageIn(image, project),
    queryFn: ({ signal }) =>
      call(getReadings, { querystring: { image_filename: image, ...projectQuery(project) }, signal }),
  })

/** How far the engines agree on each image they read (no texts: light even for thousands of pages). */
export const readingsSummaryQueryOptions = (project: number | undefined) =>
  queryOptions({
    queryKey: readingKeys.summaryOf(project),
    queryFn: ({ signal }) => call(getReadingsSummary, { querystring: projectQuery(project), signal }),
  })

/**
 * The validated images' readings by their other engines, for the quality pictures: fetched again each time they are
 * opened (validations since change them).
 */
export const validatedReadingsQueryOptions = (project: number | undefined) =>
  queryOptions({
    queryKey: readingKeys.validatedOf(project),
    queryFn: ({ signal }) => call(getValidatedReadings, { querystring: projectQuery(project), signal }),
    staleTime: 0,
  })

/** Validates the named images with the text their engines agree on; the summary and the session are fetched again. */
export function useAcceptIdentical() {
  const queryClient = useQueryClient()
  const project = useProjectId()
  return useMutation({
    mutationFn: (imageFilenames: string[]) =>
      call(acceptIdentical, { body: { image_filenames: imageFilenames }, querystring: projectQuery(project) }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: readingKeys.summaryOf(project) })
      await queryClient.invalidateQueries({ queryKey: ocrKeys.annotations })
    },
  })
}
