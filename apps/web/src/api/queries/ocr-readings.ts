import { acceptIdentical, getReadings, getReadingsSummary } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'
import { ocrKeys } from './ocr'

export const readingKeys = {
  all: ['ocr', 'readings'] as const,
  ofImage: (image: string) => ['ocr', 'readings', 'image', image] as const,
  summary: ['ocr', 'readings', 'summary'] as const,
}

/** Each engine's latest reading of an image, with its text. */
export const readingsQueryOptions = (image: string) =>
  queryOptions({
    queryKey: readingKeys.ofImage(image),
    queryFn: ({ signal }) => call(getReadings, { querystring: { image_filename: image }, signal }),
  })

/** How far the engines agree on each image they read (no texts: light even for thousands of pages). */
export const readingsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: readingKeys.summary,
    queryFn: ({ signal }) => call(getReadingsSummary, { signal }),
  })

/** Validates the named images with the text their engines agree on; the summary and the session are fetched again. */
export function useAcceptIdentical() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (imageFilenames: string[]) => call(acceptIdentical, { body: { image_filenames: imageFilenames } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: readingKeys.summary })
      await queryClient.invalidateQueries({ queryKey: ocrKeys.annotations })
    },
  })
}
