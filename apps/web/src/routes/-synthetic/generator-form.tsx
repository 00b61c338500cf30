import {
  DATASET_STYLES,
  drawingModeOf,
  isPageMode,
  SYNTHETIC_MODE_NAMES,
  SYNTHETIC_MODES,
  type SyntheticMode,
} from '@odia-ai/contract'
import { useEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { degrades, type GeneratorForm as Form } from './build-request'
import { Field } from './field'
import { PageOptions } from './page-options'
import { RenderControls } from './render-controls'
import { StrengthSelect } from './strength-select'
import { LineSplitField, TextSource } from './text-source'
import { OutputFormatSelect } from './output-format-select'

interface Props {
  form: Form
  busy: boolean
  onChange: (form: Form) => void
  onSubmit: () => void
  /** The browser's own checks refused a submit (a bad URL, a negative number). */
  onBlocked: () => void
  /** More fields, above the Generate button (the top-up's). */
  children?: ReactNode
}

interface ModeSelectProps {
  label: string
  modes: readonly SyntheticMode[]
  value: SyntheticMode
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}

function ModeSelect({ label, modes, value, onChange }: ModeSelectProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={onChange}>
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {SYNTHETIC_MODES[mode].label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function GeneratorForm({ form, busy, onChange, onSubmit, onBlocked, children }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  // `invalid` does not bubble: caught on its way down to the control that fails.
  useEffect(() => {
    const element = formRef.current!
    element.addEventListener('invalid', onBlocked, true)
    return () => element.removeEventListener('invalid', onBlocked, true)
  }, [onBlocked])
  const set =
    <K extends keyof Form>(key: K) =>
    (event: { target: { value: string } }) =>
      onChange({ ...form, [key]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  return (
    <form ref={formRef} className="synthetic-form" onSubmit={submit}>
      <ModeSelect label="Mode" modes={SYNTHETIC_MODE_NAMES} value={form.mode} onChange={set('mode')} />
      <p className="synthetic-form__hint">{SYNTHETIC_MODES[form.mode].description}</p>
      <Field label="Job Name (optional)">
        {(id) => <input id={id} type="text" value={form.jobName} onChange={set('jobName')} />}
      </Field>
      {SYNTHETIC_MODES[form.mode].input === 'dataset' ? (
        <>
          <TextSource form={form} onChange={onChange} />
          <Field label="Text Column">
            {(id) => <input id={id} type="text" value={form.textColumn} onChange={set('textColumn')} />}
          </Field>
          <Field label="Max Samples (optional)">
            {(id) => (
              <input id={id} type="number" min={1} step={1} value={form.maxSamples} onChange={set('maxSamples')} />
            )}
          </Field>
          <LineSplitField form={form} onChange={onChange} />
          <ModeSelect label="Style" modes={DATASET_STYLES} value={form.datasetStyle} onChange={set('datasetStyle')} />
        </>
      ) : (
        <Field label="Text">
          {(id) => <textarea id={id} rows={8} value={form.text} onChange={set('text')} lang="or" />}
        </Field>
      )}
      <RenderControls
        mode={drawingModeOf(form.mode, form.datasetStyle)}
        form={form.render}
        onChange={(render) => onChange({ ...form, render })}
      />
      {degrades(form) && (
        <StrengthSelect value={form.strength} onChange={(strength) => onChange({ ...form, strength })} />
      )}
      {isPageMode(form.mode) ? <PageOptions form={form} onChange={onChange} /> : null}
      <OutputFormatSelect
        mode={form.mode}
        value={form.outputFormat}
        onChange={(outputFormat) => onChange({ ...form, outputFormat })}
      />
      {children}
      <button type="submit" disabled={busy}>
        {busy ? 'Generating...' : 'Generate'}
      </button>
    </form>
  )
}
