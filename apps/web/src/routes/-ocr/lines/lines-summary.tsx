import { useQuery } from '@tanstack/react-query'
import { useProjectId } from '../../../api/project-scope'
import { linesSummaryQueryOptions } from '../../../api/queries/ocr-lines'

/** The project's validated lines, once any image has lines. */
export function LinesSummary() {
  const { data } = useQuery(linesSummaryQueryOptions(useProjectId()))
  if (!data || data.images_with_lines === 0) return null
  return (
    <span className="ocr-save-status__lines">
      Lines validated {data.validated_lines} / {data.lines} ({data.images_with_lines}{' '}
      {data.images_with_lines === 1 ? 'image' : 'images'})
    </span>
  )
}
