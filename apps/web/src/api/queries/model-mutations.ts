import { deleteModel, rereadWithModel, setProjectModel } from '@odia-ai/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'
import { projectKey, useProjectId } from '../project-scope'
import { modelKeys } from './recognition-models'

/** The writes of the Models panel: each is a mutation, and each fetches again what it changed. */

/** Deletes a trained or added model; the list is fetched again. */
export function useDeleteModel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => call(deleteModel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  })
}

/** "Use for this project": the project's offline model, which the page's Model select starts from. */
export function useSetProjectModel() {
  const queryClient = useQueryClient()
  const project = useProjectId()
  return useMutation({
    mutationFn: (model: string) => call(setProjectModel, { params: { id: projectKey(project) }, body: { model } }),
    onSuccess: (answer) => queryClient.setQueryData(modelKeys.projectModel(project), answer),
  })
}

/** "Re-read the pages not validated with it": starts the OCR job and answers its id (the session follows it). */
export function useRereadWithModel() {
  const project = useProjectId()
  return useMutation({
    mutationFn: (model: string) => call(rereadWithModel, { params: { id: projectKey(project) }, body: { model } }),
  })
}
