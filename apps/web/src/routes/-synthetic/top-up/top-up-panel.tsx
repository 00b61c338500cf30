import { DEFAULT_TOP_UP_LINES, type SyntheticMode, type TopUpSource } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { weakClustersQueryOptions } from '../../../api/queries/weak-clusters'

interface Props {
  project: number
  mode: SyntheticMode
  source: TopUpSource
  onSource: (source: TopUpSource) => void
  /** Max Samples: how many lines to choose. */
  lines: string
  onLines: (lines: string) => void
}

/** The weak clusters a top-up targets, where its lines come from, and how many (inside the generator's form). */
export function TopUpPanel({ project, mode, source, onSource, lines, onLines }: Props) {
  const weak = useQuery(weakClustersQueryOptions(project))
  const linesId = useId()
  const input = mode === 'huggingface' ? 'The dataset below (read whole)' : 'The text below'
  return (
    <fieldset className="synthetic-top-up" aria-label="Generate more of what the OCR gets wrong">
      <legend>Generate more of what the OCR gets wrong (project {project})</legend>
      {weak.isPending ? <p>Measuring the project’s mistakes…</p> : null}
      {weak.isError ? <p role="alert">{weak.error.message}</p> : null}
      {weak.data ? (
        <>
          <p>
            Weak clusters, from {weak.data.texts} validated {weak.data.texts === 1 ? 'text' : 'texts'} an engine read (
            {weak.data.worst_texts} with the highest CER):
          </p>
          {weak.data.clusters.length === 0 ? <p>None: the engine read every validated text right.</p> : null}
          <ul className="synthetic-top-up__clusters" aria-label="Weak clusters">
            {weak.data.clusters.map(({ cluster, weight, misread }) => (
              <li key={cluster} title={`misread ${misread}×, weight ${weight}`}>
                <span lang="or">{cluster}</span> <small>{weight}</small>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div role="radiogroup" aria-label="Lines from" className="synthetic-top-up__source">
        <span>Lines from</span>
        {(['validated', 'input'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="top-up-source"
              value={value}
              checked={source === value}
              onChange={() => onSource(value)}
            />
            {value === 'validated' ? 'The project’s validated texts' : input}
          </label>
        ))}
      </div>
      {mode === 'huggingface' ? (
        <p>Max Samples is how many lines are chosen.</p>
      ) : (
        <div className="synthetic-form__field">
          <label htmlFor={linesId}>Lines to choose (optional)</label>
          <input
            id={linesId}
            type="number"
            min={1}
            step={1}
            placeholder={String(DEFAULT_TOP_UP_LINES)}
            value={lines}
            onChange={(event) => onLines(event.target.value)}
          />
        </div>
      )}
    </fieldset>
  )
}
