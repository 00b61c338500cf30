import type { GeneratorForm as Form } from './build-request'
import { Field } from './field'

interface Props {
  form: Form
  onChange: (form: Form) => void
}

/** Page mode's choices: one or two columns, a small rotation of each page, a light scan look. */
export function PageOptions({ form, onChange }: Props) {
  return (
    <fieldset className="synthetic-form__page">
      <legend>Page</legend>
      <Field label="Columns">
        {(id) => (
          <select
            id={id}
            value={form.columns}
            onChange={(event) => onChange({ ...form, columns: event.target.value === '2' ? 2 : 1 })}
          >
            <option value={1}>1</option>
            <option value={2}>2</option>
          </select>
        )}
      </Field>
      <label>
        <input
          type="checkbox"
          checked={form.rotation}
          onChange={(event) => onChange({ ...form, rotation: event.target.checked })}
        />{' '}
        Rotate pages slightly
      </label>
      <label>
        <input
          type="checkbox"
          checked={form.scanLook}
          onChange={(event) => onChange({ ...form, scanLook: event.target.checked })}
        />{' '}
        Scan look
      </label>
    </fieldset>
  )
}
