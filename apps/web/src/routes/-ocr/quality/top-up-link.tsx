import { DEFAULT_PROJECT_ID } from '@odia-ai/contract'
import { Link } from '@tanstack/react-router'
import { useProjectId } from '../../../api/project-scope'

/** Opens the generator set up to render more lines holding what this project's OCR gets wrong. */
export function TopUpLink() {
  const project = useProjectId() ?? DEFAULT_PROJECT_ID
  return (
    <Link to="/synthetic" search={{ top_up: project }}>
      Generate more of what the OCR gets wrong
    </Link>
  )
}
