import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { ValidatedTextEditor } from './-ocr/text-editor/validated-text-editor'

export const Route = createFileRoute('/ocr')({
  component: OcrPage,
})

function OcrPage() {
  const [text, setText] = useState('')
  return (
    <>
      <h1>Odia OCR Annotation Tool</h1>
      <ValidatedTextEditor value={text} onChange={setText} onSave={() => {}} />
    </>
  )
}
