import { useId } from 'react'
import type { GeneratorForm as Form } from './build-request'

interface Props {
  form: Form
  onChange(form: Form): void
}

/** Page mode's choices: one or two columns, a small rotation of each page, a light scan look. */
export function PageOptions({ form, onChange }: Props) {
  const columnsId = useId()
  return (
    <fieldset className="synthetic-form__page">
      <legend>Page</legend>
      <div className="synthetic-form__field">
        <label htmlFor={columnsId}>Columns</label>
        <select id={columnsId} value={form.columns} onChange={(event) => onChange({ ...form, columns: event.target.value === '2' ? 2 : 1 })}>
          <option value={1}>1</option>
          <option value={2}>2</option>
        </select>
      </div>
      <label>
        <input type="checkbox" checked={form.rotation} onChange={(event) => onChange({ ...form, rotation: event.target.checked })} /> Rotate pages slightly
      </label>
      <label>
        <input type="checkbox" checked={form.scanLook} onChange={(event) => onChange({ ...form, scanLook: event.target.checked })} /> Scan look
      </label>
    </fieldset>
  )
}
