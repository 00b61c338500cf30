import type { JobProgress } from '@odia-ai/contract'

interface Props {
  progress: JobProgress | undefined
  /** What the job counts: images, or pages in page mode. */
  unit: 'images' | 'pages'
  onCancel: () => void
}

/** Counts, images (or pages) per second and a cancel button while a job runs. */
export function GenerationProgress({ progress, unit, onCancel }: Props) {
  const finished = progress ? progress.done + progress.skipped : 0
  return (
    <div className="synthetic-progress" role="status" aria-live="polite">
      <progress max={progress?.total || 1} value={progress ? finished : undefined} aria-label="Generation progress" />
      <span>
        {progress
          ? `${progress.done} / ${progress.total} ${unit} · ${Math.round(progress.rate)} ${unit}/s${progress.skipped ? ` · ${progress.skipped} skipped` : ''}`
          : 'Starting…'}
      </span>
      <button type="button" onClick={onCancel} disabled={!progress}>
        Cancel
      </button>
    </div>
  )
}
