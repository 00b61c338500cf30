/** The red banner of SPEC §2.3, with the exact message; nothing when there is no error. */
export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (message === null) return null
  return (
    <div className="ocr-error" role="alert">
      <span className="ocr-error__message">{message}</span>
      <button type="button" className="ocr-error__dismiss" aria-label="Dismiss error" onClick={onDismiss}>
        ×
      </button>
    </div>
  )
}
