import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/ocr')({
  component: OcrPage,
})

function OcrPage() {
  return <h1>Odia OCR Annotation Tool</h1>
}
