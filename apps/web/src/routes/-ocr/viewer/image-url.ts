import { getImage } from '@odia-ai/contract'
import { useCallback } from 'react'
import { buildUrl } from '../../../api/client'
import { projectQuery, useProjectId } from '../../../api/project-scope'

/** The stored image of a project (the default project's when none is named), or its small cached thumbnail. */
export const imageUrl = (name: string, thumb = false, project?: number) =>
  buildUrl(getImage.url, { name }, { ...(thumb ? { thumb: true } : {}), ...projectQuery(project) })

/** `imageUrl` for the images of the screen's project. */
export function useImageUrl(): (name: string, thumb?: boolean) => string {
  const project = useProjectId()
  return useCallback((name: string, thumb = false) => imageUrl(name, thumb, project), [project])
}
