import { type AnnotationMap, counted, missingKey, OCR_ENGINES, type OcrEngineName } from '@odia-ai/contract'
import { useEffect, useRef, useState } from 'react'
import { unreadCount } from '../session/images-to-process'
import type { OcrSession } from '../session/use-ocr-session'

interface ProcessOcrButtonProps {
  session: OcrSession
  images: readonly string[]
  annotations: AnnotationMap
  engine: OcrEngineName
  apiKey: string
  model: string | undefined
  busy: boolean
}

/** What the dialog asks about: every image, and those that have no text yet. */
interface Question {
  total: number
  unread: number
}

/**
 * `Process OCR`. When some images already have text it asks first, in a modal dialog naming how many and the engine
 * (and, for an engine billed to the user's key, what a re-run costs), offering the unread images only or every image
 * again; otherwise it starts at once.
 */
export function ProcessOcrButton({ session, images, annotations, engine, apiKey, model, busy }: ProcessOcrButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const firstChoice = useRef<HTMLButtonElement>(null)
  const [question, setQuestion] = useState<Question | null>(null)
  useEffect(() => {
    if (!question || dialog.current?.open) return
    dialog.current?.showModal()
    firstChoice.current?.focus()
  }, [question])

  const ask = () => {
    const unread = unreadCount(images, annotations)
    // Nothing to ask when there is nothing to read again, or when the batch would not start (its message says why).
    if (unread === images.length || missingKey(engine, apiKey)) return void session.process(engine, apiKey, model)
    setQuestion({ total: images.length, unread })
  }
  const answer = (everyImage?: boolean) => {
    dialog.current?.close()
    if (everyImage !== undefined) void session.process(engine, apiKey, model, 'image', everyImage)
  }

  const { name, needsKey } = OCR_ENGINES[engine]
  return (
    <>
      <button type="button" className="ocr-button" disabled={busy} onClick={ask}>
        {busy ? 'Processing...' : 'Process OCR'}
      </button>
      <dialog
        ref={dialog}
        className="ocr-dialog"
        aria-labelledby="process-ocr-question"
        onClose={() => setQuestion(null)}
      >
        {question && (
          <>
            <h2 id="process-ocr-question">Read images that already have text?</h2>
            <p>
              {question.unread === 0
                ? `All ${counted(question.total, 'image')} already have text.`
                : `${question.total - question.unread} of ${counted(question.total, 'image')} already have text.`}{' '}
              {name} would read {question.unread === 0 ? 'them' : 'those'} again; validated texts are kept, only the
              extracted text is replaced.
            </p>
            {needsKey && (
              <p className="ocr-dialog__cost">
                {name} bills your API key for every image it reads: reading all {counted(question.total, 'image')} again
                costs as much as reading them the first time.
              </p>
            )}
            <div className="ocr-dialog__choices">
              {question.unread > 0 && (
                <button ref={firstChoice} type="button" className="ocr-button" onClick={() => answer(false)}>
                  Read the {counted(question.unread, 'unread image')} only
                </button>
              )}
              <button type="button" className="ocr-button" onClick={() => answer(true)}>
                Read all {counted(question.total, 'image')} again with {name}
              </button>
              {/* With nothing unread, Enter keeps what was read: a re-run is never one keystroke away. */}
              <button
                ref={question.unread > 0 ? undefined : firstChoice}
                type="button"
                className="ocr-button"
                onClick={() => answer()}
              >
                Cancel
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  )
}
