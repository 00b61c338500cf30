import { DATASET_STYLES, SYNTHETIC_MODES, type SyntheticMode } from '@odia-ai/contract'
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import type { GeneratorForm as Form } from './build-request'
import { PageOptions } from './page-options'

const MODE_LABELS: Record<SyntheticMode, string> = {
  single: 'Single',
  comprehensive: 'Comprehensive',
  'ultra-realistic': 'Ultra Realistic',
  huggingface: 'HuggingFace CSV Dataset',
  page: 'Page (PAGE XML)',
}

interface Props {
  form: Form
  busy: boolean
  onChange(form: Form): void
  onSubmit(): void
}

/** A label tied to its control by id (a wrapping label would put the control's value into its name). */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="synthetic-form__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

interface ModeSelectProps {
  label: string
  modes: readonly SyntheticMode[]
  value: SyntheticMode
  onChange(event: ChangeEvent<HTMLSelectElement>): void
}

function ModeSelect({ label, modes, value, onChange }: ModeSelectProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={onChange}>
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode]}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function GeneratorForm({ form, busy, onChange, onSubmit }: Props) {
  const set = <K extends keyof Form>(key: K) => (event: { target: { value: string } }) => onChange({ ...form, [key]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <form className="synthetic-form" onSubmit={submit}>
      <ModeSelect label="Mode" modes={SYNTHETIC_MODES} value={form.mode} onChange={set('mode')} />
      <Field label="Job Name (optional)">{(id) => <input id={id} type="text" value={form.jobName} onChange={set('jobName')} />}</Field>
      {form.mode === 'huggingface' ? (
        <>
          <Field label="HuggingFace CSV URL">
            {(id) => (
              <input id={id} type="url" value={form.datasetUrl} onChange={set('datasetUrl')} placeholder="https://huggingface.co/datasets/…/resolve/main/train.csv" />
            )}
          </Field>
          <Field label="Text Column">{(id) => <input id={id} type="text" value={form.textColumn} onChange={set('textColumn')} />}</Field>
          <Field label="Max Samples (optional)">
            {(id) => <input id={id} type="number" min={1} step={1} value={form.maxSamples} onChange={set('maxSamples')} />}
          </Field>
          <ModeSelect label="Style" modes={DATASET_STYLES} value={form.datasetStyle} onChange={set('datasetStyle')} />
        </>
      ) : (
        <Field label="Text">{(id) => <textarea id={id} rows={8} value={form.text} onChange={set('text')} lang="or" />}</Field>
      )}
      {form.mode === 'page' ? <PageOptions form={form} onChange={onChange} /> : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Generating...' : 'Generate'}
      </button>
    </form>
  )
}
