interface ProgressLineProps {
  /** What is in progress, for styling and finding it: `job`, `upload`. */
  kind: string
  label: string
  value: number
  /** Unknown (a download of unknown size): the bar only shows that work goes on. */
  max?: number
  /** A cancel button while the work runs. */
  cancel?: { label: string; onCancel: () => void }
}

/** A progress bar with what it counts, and a way to stop the work. */
export function ProgressLine({ kind, label, value, max, cancel }: ProgressLineProps) {
  return (
    <div className={`ocr-progress ocr-progress--${kind}`} role="status" aria-live="polite">
      {max === undefined ? (
        <progress aria-label={label} />
      ) : (
        <progress max={Math.max(max, 1)} value={value} aria-label={label} />
      )}
      <span>{label}</span>
      {cancel && (
        <button type="button" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      )}
    </div>
  )
}
