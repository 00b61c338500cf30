import type { JobProgress } from '@odia-ai/contract'

interface Props {
  progress: JobProgress | undefined
  onCancel(): void
}

/** Counts, images per second and a cancel button while a job runs. */
export function GenerationProgress({ progress, onCancel }: Props) {
  const finished = progress ? progress.done + progress.skipped : 0
  return (
    <div className="synthetic-progress" role="status" aria-live="polite">
      <progress max={progress?.total || 1} value={progress ? finished : undefined} aria-label="Generation progress" />
      <span>
        {progress
          ? `${progress.done} / ${progress.total} images · ${Math.round(progress.rate)} images/s${progress.skipped ? ` · ${progress.skipped} skipped` : ''}`
          : 'Starting…'}
      </span>
      <button type="button" onClick={onCancel} disabled={!progress}>
        Cancel
      </button>
    </div>
  )
}
