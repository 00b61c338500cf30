import { deleteImage, getPeople, reviewImage, type ReviewRequest } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'
import { projectQuery, useProjectId } from '../project-scope'
import { ocrKeys } from './ocr'
import { lineKeys } from './ocr-lines'
import { projectKeys } from './projects'

/** Who did what in a project: per person, the images they validated, reviewed and sent back. */
export const peopleQueryOptions = (project?: number) =>
  queryOptions({
    queryKey: ocrKeys.peopleOf(project),
    queryFn: ({ signal }) => call(getPeople, { querystring: projectQuery(project), signal }),
  })

/** Reviews a validated image of the screen's project; the counts are fetched again. */
export function useReviewImage() {
  const queryClient = useQueryClient()
  const querystring = projectQuery(useProjectId())
  return useMutation({
    mutationFn: (body: ReviewRequest) => call(reviewImage, { body, querystring }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ocrKeys.people }),
  })
}

/** Deletes an image of the screen's project; what showed it (the session, lines, counts, project sizes) is fetched again. */
export function useDeleteImage() {
  const queryClient = useQueryClient()
  const querystring = projectQuery(useProjectId())
  return useMutation({
    mutationFn: (name: string) => call(deleteImage, { params: { name }, querystring }),
    onSuccess: () => {
      for (const queryKey of [ocrKeys.annotations, ocrKeys.people, lineKeys.all, projectKeys.all])
        void queryClient.invalidateQueries({ queryKey })
    },
  })
}
