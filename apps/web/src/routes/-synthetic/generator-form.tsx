import { SYNTHETIC_MODES, type SyntheticMode } from '@odia-ai/contract'
import type { FormEvent } from 'react'
import type { GeneratorForm as Form } from './build-request'

const MODE_LABELS: Record<SyntheticMode, string> = {
  single: 'Single',
  comprehensive: 'Comprehensive',
  'ultra-realistic': 'Ultra Realistic',
  huggingface: 'HuggingFace CSV Dataset',
}

interface Props {
  form: Form
  busy: boolean
  onChange(form: Form): void
  onSubmit(): void
}

export function GeneratorForm({ form, busy, onChange, onSubmit }: Props) {
  const set = <K extends keyof Form>(key: K) => (event: { target: { value: string } }) => onChange({ ...form, [key]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <form className="synthetic-form" onSubmit={submit}>
      <label>
        Mode
        <select value={form.mode} onChange={set('mode')}>
          {SYNTHETIC_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Job Name (optional)
        <input type="text" value={form.jobName} onChange={set('jobName')} />
      </label>
      {form.mode === 'huggingface' ? (
        <>
          <label>
            HuggingFace CSV URL
            <input type="url" value={form.datasetUrl} onChange={set('datasetUrl')} placeholder="https://huggingface.co/datasets/…/resolve/main/train.csv" />
          </label>
          <label>
            Text Column
            <input type="text" value={form.textColumn} onChange={set('textColumn')} />
          </label>
          <label>
            Max Samples (optional)
            <input type="number" min={1} step={1} value={form.maxSamples} onChange={set('maxSamples')} />
          </label>
        </>
      ) : (
        <label>
          Text
          <textarea rows={8} value={form.text} onChange={set('text')} lang="or" />
        </label>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Generating...' : 'Generate'}
      </button>
    </form>
  )
}
