import { DEFAULT_PROJECT_ID, type ProjectQuery } from '@odia-ai/contract'
import { createContext, useContext } from 'react'

/**
 * The project the OCR screen works on, for every OCR call it makes (`?project=<id>`); none is the default project,
 * whose calls go out exactly as before projects. The screen provides it around one project's session.
 */
export const ProjectScope = createContext<number | undefined>(undefined)

export const useProjectId = (): number | undefined => useContext(ProjectScope)

/** The query string naming the project (nothing for the default project). */
export const projectQuery = (project: number | undefined): ProjectQuery =>
  project === undefined || project === DEFAULT_PROJECT_ID ? {} : { project }

/** The project's place in a query key: the default project's cache is the same however it was named. */
export const projectKey = (project: number | undefined): number => project ?? DEFAULT_PROJECT_ID
