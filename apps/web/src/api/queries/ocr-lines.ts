import { getLines, getLinesSummary, putLines, type PutLinesRequest } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'
import { projectKey, projectQuery, useProjectId } from '../project-scope'
import { ocrKeys } from './ocr'

export const lineKeys = {
  all: ['ocr', 'lines'] as const,
  /** An image's lines in every project that has an image of that name (the prefix invalidations use). */
  ofImage: (image: string) => ['ocr', 'lines', 'image', image] as const,
  ofImageIn: (image: string, project: number | undefined) =>
    ['ocr', 'lines', 'image', image, projectKey(project)] as const,
  summary: ['ocr', 'lines', 'summary'] as const,
  summaryOf: (project: number | undefined) => ['ocr', 'lines', 'summary', projectKey(project)] as const,
}

/** An image's lines in reading order (none for an image annotated as one text). */
export const linesQueryOptions = (image: string, project?: number) =>
  queryOptions({
    queryKey: lineKeys.ofImageIn(image, project),
    queryFn: ({ signal }) =>
      call(getLines, { querystring: { image_filename: image, ...projectQuery(project) }, signal }),
  })

/** The project's images with lines, their lines and how many a person validated. */
export const linesSummaryQueryOptions = (project?: number) =>
  queryOptions({
    queryKey: lineKeys.summaryOf(project),
    queryFn: ({ signal }) => call(getLinesSummary, { querystring: projectQuery(project), signal }),
  })

/** Replaces an image's lines; the stored copy becomes the image's cached lines and the project's count is fetched again. */
export function useSaveLines() {
  const queryClient = useQueryClient()
  const project = useProjectId()
  return useMutation({
    mutationFn: (body: PutLinesRequest) => call(putLines, { body, querystring: projectQuery(project) }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(lineKeys.ofImageIn(body.image_filename, project), { lines: answer.lines })
      void queryClient.invalidateQueries({ queryKey: lineKeys.summary })
      void queryClient.invalidateQueries({ queryKey: ocrKeys.people })
    },
  })
}
