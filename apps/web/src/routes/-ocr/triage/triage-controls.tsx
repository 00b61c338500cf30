import { counted } from '@odia-ai/contract'
import type { TriageWork } from './use-triage'

interface TriageControlsProps {
  triage: TriageWork
  busy: boolean
}

/** `Run both engines`, and `Accept N identical` while some images are read alike by every engine. */
export function TriageControls({ triage, busy }: TriageControlsProps) {
  const count = triage.identical.length
  return (
    <>
      <button
        type="button"
        className="ocr-button"
        disabled={busy}
        title="Read the images not yet validated with every engine (Gemini needs your key), to correct first those they disagree on"
        onClick={triage.runBoth}
      >
        Run both engines
      </button>
      {count > 0 && (
        <button
          type="button"
          className="ocr-button"
          disabled={busy || triage.accepting}
          onClick={() => void triage.acceptIdentical()}
          title="Validate the images every engine read alike with that text (asks first)"
        >
          Accept {count.toLocaleString('en')} identical
        </button>
      )}
      {triage.accepted !== undefined && (
        <span className="ocr-controls__notice" role="status">
          Validated {counted(triage.accepted, 'image')} with the text both engines read.
        </span>
      )}
    </>
  )
}
