import { createFileRoute } from '@tanstack/react-router'
import { redirectToOcr } from '../redirect-to-ocr'

/** Any path no other route matches. */
export const Route = createFileRoute('/$')({ beforeLoad: redirectToOcr })
