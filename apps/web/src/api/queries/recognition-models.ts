import { getProjectModel, listRecognitionModels } from '@odia-ai/contract'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import { projectKey } from '../project-scope'

export const modelKeys = {
  all: ['recognition-models'] as const,
  projectModel: (project: number | undefined) => ['recognition-models', 'project', projectKey(project)] as const,
}

/** The offline engine's models: built-in, trained and added, in every project. */
export const recognitionModelsQueryOptions = () =>
  queryOptions({
    queryKey: modelKeys.all,
    queryFn: ({ signal }) => call(listRecognitionModels, { signal }),
  })

/** The project's own offline model ("Use for this project"), ori until one is chosen. */
export const projectModelQueryOptions = (project: number | undefined) =>
  queryOptions({
    queryKey: modelKeys.projectModel(project),
    queryFn: ({ signal }) => call(getProjectModel, { params: { id: projectKey(project) }, signal }),
  })
