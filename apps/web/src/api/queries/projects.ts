import { createProject, deleteProject, listProjects, renameProject } from '@odia-ai/contract'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../client'

export const projectKeys = { all: ['projects'] as const }

/** Every project with its image count, the default one first. */
export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.all,
    queryFn: ({ signal }) => call(listProjects, { signal }),
  })

/** The writes of the project bar; each fetches the list again. */
function useProjectWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}

export const useCreateProject = () => useProjectWrite((name: string) => call(createProject, { body: { name } }))

export const useRenameProject = () =>
  useProjectWrite(({ id, name }: { id: number; name: string }) =>
    call(renameProject, { params: { id }, body: { name } }),
  )

export const useDeleteProject = () => useProjectWrite((id: number) => call(deleteProject, { params: { id } }))
