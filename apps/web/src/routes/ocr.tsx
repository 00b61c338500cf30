import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ProjectScope } from '../api/project-scope'
import { annotationsQueryOptions } from '../api/queries/ocr'
import { EngineScope } from './-ocr/common/engine-scope'
import { validateOcrSearch } from './-ocr/navigator/image-in-url'
import { EDITOR_ID, ProjectSession } from './-ocr/project-session'
import { ProjectBar } from './-ocr/projects/project-bar'
import { PersonNameField } from './-ocr/review/person-name-field'
import { ShortcutListScope } from './-ocr/shortcuts/shortcut-list-scope'
import './-ocr/ocr.css'

export const Route = createFileRoute('/ocr')({
  // The saved session is fetched on start, so a reload restores it (SPEC §2.2). When that fails the page
  // still opens, with the reason in the banner.
  validateSearch: validateOcrSearch,
  staticData: { skipTo: { label: 'Skip to the editor', target: EDITOR_ID } },
  loaderDeps: ({ search }) => ({ project: search.project }),
  // The project and the image on screen (`/ocr?project=…&image=…`): a reload, a bookmark or a shared link opens them.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(annotationsQueryOptions(deps.project)),
  component: OcrPage,
})

/** Projects (issue 21): the screen works on one project at a time, each with a session of its own. */
function OcrPage() {
  // The project only: moving to another image (the URL's `image`) does not draw the page, its project bar included, again.
  const project = Route.useSearch({ select: (search) => search.project })
  const navigate = Route.useNavigate()
  const choose = useCallback(
    (next: number | undefined) => void navigate({ search: next === undefined ? {} : { project: next } }),
    [navigate],
  )
  const bar = (
    <ProjectBar project={project} onChoose={choose}>
      <PersonNameField />
    </ProjectBar>
  )
  return (
    <ProjectScope.Provider value={project}>
      {/* Each project's session starts afresh: with no key and the server's model (the engine is a stored preference). */}
      <EngineScope key={project ?? 0}>
        <ShortcutListScope>
          <ProjectSession project={project} projectBar={bar} />
        </ShortcutListScope>
      </EngineScope>
    </ProjectScope.Provider>
  )
}
