import { getLines, getLinesSummary, putLines, type PutLinesRequest } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'

export const lineKeys = {
  all: ['ocr', 'lines'] as const,
  ofImage: (image: string) => ['ocr', 'lines', 'image', image] as const,
  summary: ['ocr', 'lines', 'summary'] as const,
}

/** An image's lines in reading order (none for an image annotated as one text). */
export const linesQueryOptions = (image: string) =>
  queryOptions({
    queryKey: lineKeys.ofImage(image),
    queryFn: ({ signal }) => call(getLines, { querystring: { image_filename: image }, signal }),
  })

/** The project's images with lines, their lines and how many a person validated. */
export const linesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: lineKeys.summary,
    queryFn: ({ signal }) => call(getLinesSummary, { signal }),
  })

/** Replaces an image's lines; the stored copy becomes the image's cached lines and the project's count is fetched again. */
export function useSaveLines() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PutLinesRequest) => call(putLines, { body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(lineKeys.ofImage(body.image_filename), { lines: answer.lines })
      void queryClient.invalidateQueries({ queryKey: lineKeys.summary })
    },
  })
}
