import { createFileRoute } from '@tanstack/react-router'
import { redirectToOcr } from '../redirect-to-ocr'

export const Route = createFileRoute('/')({ beforeLoad: redirectToOcr })
