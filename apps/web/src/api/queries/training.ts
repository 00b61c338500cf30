import { getTraining, startTraining, type StartTrainingRequest, type TrainingStatus } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, call } from '../client'
import { stopJob } from '../watch-job'
import { modelKeys } from './recognition-models'

export const trainingKeys = { current: ['training'] as const }

/** How often a running training's progress is fetched again. */
const WHILE_RUNNING_MS = 1_000

/**
 * The training running on the server, or the last one (null before the first): fetched again every second while it
 * runs, so the page follows it, also after a reload.
 */
export const trainingQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.current,
    queryFn: async ({ signal }): Promise<TrainingStatus | null> => {
      try {
        return await call(getTraining, { signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    refetchInterval: (query) => (query.state.data?.state === 'running' ? WHILE_RUNNING_MS : false),
  })

/** Starts a training; its status is fetched again, and the models once it ends (see useTrainingEnded). */
export function useStartTraining() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StartTrainingRequest) => call(startTraining, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.current }),
  })
}

/** Cancels the running training: the job keeps its best checkpoint as the model. */
export function useCancelTraining() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => stopJob(jobId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: trainingKeys.current })
      await queryClient.invalidateQueries({ queryKey: modelKeys.all })
    },
  })
}
