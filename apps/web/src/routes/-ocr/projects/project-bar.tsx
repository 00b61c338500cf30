import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { projectKey } from '../../../api/project-scope'
import {
  projectsQueryOptions,
  useCreateProject,
  useDeleteProject,
  useRenameProject,
} from '../../../api/queries/projects'
import { failureMessage } from '../../../api/failure-message'
import { deleteProjectQuestion } from './delete-questions'
import { ProjectNameForm } from './project-name-form'
import './projects.css'

interface ProjectBarProps {
  /** The project on screen (none: the default project). */
  project: number | undefined
  /** Opens another project (none: the default project). */
  onChoose: (project: number | undefined) => void
  children?: ReactNode
}

const chosen = (id: number) => (id === DEFAULT_PROJECT_ID ? undefined : id)

/**
 * The project switcher: each project is a separate set of images with its own annotations, exports and figures.
 * `New project`, `Rename` and `Delete project` (after a confirmation naming the project and how many images go with it;
 * the default project stays).
 */
export function ProjectBar({ project, onChoose, children }: ProjectBarProps) {
  const queryClient = useQueryClient()
  const { data, isFetching } = useQuery(projectsQueryOptions())
  const [form, setForm] = useState<'new' | 'rename' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const create = useCreateProject()
  const rename = useRenameProject()
  const remove = useDeleteProject()
  const busy = create.isPending || rename.isPending || remove.isPending
  const id = projectKey(project)
  const current = data?.projects.find((candidate) => candidate.id === id)

  // A project deleted meanwhile (in another tab, or an old link) gives way to the default project, once the list is fresh.
  useEffect(() => {
    if (data && !isFetching && !current) onChoose(undefined)
  }, [data, isFetching, current, onChoose])

  const attempt = (what: string, work: () => Promise<void>) => {
    setProblem(null)
    work().catch((error: unknown) => setProblem(`Failed to ${what}: ${failureMessage(error)}`))
  }
  const createNamed = (name: string) =>
    attempt('create the project', async () => {
      const made = await create.mutateAsync(name)
      setForm(null)
      onChoose(chosen(made.id))
    })
  const renameTo = (name: string) =>
    attempt('rename the project', async () => {
      await rename.mutateAsync({ id, name })
      setForm(null)
    })
  const deleteCurrent = () =>
    attempt('delete the project', async () => {
      // The confirmation names what goes as it is now, not as the list was loaded.
      const fresh = (await queryClient.fetchQuery({ ...projectsQueryOptions(), staleTime: 0 })).projects.find(
        (candidate) => candidate.id === id,
      )
      if (!fresh || !window.confirm(deleteProjectQuestion(fresh))) return
      await remove.mutateAsync(id)
      onChoose(undefined)
    })

  return (
    <section className="ocr-projects" aria-label="Project">
      <label className="ocr-projects__choice">
        Project
        <select
          value={id}
          disabled={busy || !data}
          onChange={(event) => onChoose(chosen(Number(event.currentTarget.value)))}
        >
          {(data?.projects ?? []).map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="ocr-button" disabled={busy} onClick={() => setForm('new')}>
        New project
      </button>
      <button type="button" className="ocr-button" disabled={busy || !current} onClick={() => setForm('rename')}>
        Rename
      </button>
      <button
        type="button"
        className="ocr-button ocr-button--danger"
        disabled={busy || !current || current.is_default}
        onClick={deleteCurrent}
      >
        Delete project
      </button>
      {children}
      {form === 'new' && (
        <ProjectNameForm
          label="New project name"
          submit="Create"
          busy={busy}
          onSubmit={createNamed}
          onCancel={() => setForm(null)}
        />
      )}
      {form === 'rename' && current && (
        <ProjectNameForm
          key={current.id}
          label="Project name"
          submit="Rename"
          initial={current.name}
          busy={busy}
          onSubmit={renameTo}
          onCancel={() => setForm(null)}
        />
      )}
      {problem && (
        <p className="ocr-controls__notice ocr-controls__notice--error" role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
