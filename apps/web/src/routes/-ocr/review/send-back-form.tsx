import { REVIEW_NOTE_MAX_LENGTH } from '@odia-ai/contract'
import { useState } from 'react'

interface SendBackFormProps {
  busy: boolean
  /** Sends the image back with the note; resolves true once stored. */
  onSend: (note: string) => Promise<boolean>
  onCancel: () => void
}

/** The note that goes back with an image: what needs fixing, for the person who validated it. */
export function SendBackForm({ busy, onSend, onCancel }: SendBackFormProps) {
  const [note, setNote] = useState('')
  return (
    <form
      className="ocr-review__send-back"
      onSubmit={(event) => {
        event.preventDefault()
        void onSend(note.trim())
      }}
    >
      <label>
        What needs fixing
        <textarea
          value={note}
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          rows={3}
          required
          autoFocus
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </label>
      <div className="ocr-review__actions">
        <button type="submit" className="ocr-button" disabled={busy || note.trim() === ''}>
          Send back with this note
        </button>
        <button type="button" className="ocr-button" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
