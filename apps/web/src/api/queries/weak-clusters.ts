import { getWeakClusters } from '@odia-ai/contract'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import { projectKey, projectQuery } from '../project-scope'

/** What a project's engine gets wrong: its weak grapheme clusters, measured afresh on each visit (saves change them). */
export const weakClustersQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['ocr', 'weak-clusters', projectKey(project)] as const,
    queryFn: ({ signal }) => call(getWeakClusters, { querystring: projectQuery(project), signal }),
    staleTime: 0,
  })
