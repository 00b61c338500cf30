import { DATASET_FORMATS, outputFormatsOf, type OutputFormat, type SyntheticMode } from '@odia-ai/contract'
import { Field } from './field'
import { formatOf } from './build-request'

interface Props {
  mode: SyntheticMode
  value: OutputFormat
  onChange: (format: OutputFormat) => void
}

/** How the job's folder is laid out: only the formats the server writes for `mode`. */
export function OutputFormatSelect({ mode, value, onChange }: Props) {
  return (
    <Field label="Output Format">
      {(id) => (
        <select
          id={id}
          value={formatOf({ mode, outputFormat: value })}
          onChange={(event) => onChange(event.target.value as OutputFormat)}
        >
          {outputFormatsOf(mode).map((format) => (
            <option key={format} value={format}>
              {DATASET_FORMATS[format].label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
