import { DATASET_FILE_EXTENSIONS, MAX_LINE_CHARS_RANGE } from '@odia-ai/contract'
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react'
import { useDatasetUpload } from '../../api/queries/synthetic-uploads'
import { DATASET_SOURCES, type DatasetSource, type GeneratorForm as Form } from './build-request'

const SOURCE_LABELS: Record<DatasetSource, string> = { url: 'URL', file: 'File', hf: 'Hugging Face dataset' }

interface Props {
  form: Form
  onChange: (form: Form) => void
}

/** A labelled text input tied to its label by id. */
type TextFieldProps = { label: string; value: string; onChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>

function TextField({ label, value, onChange, ...rest }: TextFieldProps) {
  const id = useId()
  return (
    <div className="synthetic-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
    </div>
  )
}

/** Where dataset mode reads its rows: a URL, a local file sent to the server when picked, or a Hugging Face dataset id. */
export function TextSource({ form, onChange }: Props) {
  const upload = useDatasetUpload()
  const set = (patch: Partial<Form>) => onChange({ ...form, ...patch })
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    set({ uploadId: '', uploadName: '' })
    if (!file) return
    const answer = await upload.mutateAsync(file).catch(() => undefined)
    if (answer) onChange({ ...form, uploadId: answer.upload_id, uploadName: answer.file_name })
    // A refused file is not kept picked, so Generate asks for another.
    else input.value = ''
  }
  return (
    <>
      <fieldset className="synthetic-form__source">
        <legend>Read rows from</legend>
        {DATASET_SOURCES.map((source) => (
          <label key={source}>
            <input
              type="radio"
              name="dataset-source"
              value={source}
              checked={form.source === source}
              onChange={() => set({ source })}
            />
            {SOURCE_LABELS[source]}
          </label>
        ))}
      </fieldset>
      {form.source === 'url' ? (
        <TextField
          label="Dataset URL"
          type="url"
          value={form.datasetUrl}
          onChange={(datasetUrl) => set({ datasetUrl })}
          placeholder="https://huggingface.co/datasets/…/resolve/main/train.csv (CSV, JSONL or Parquet)"
        />
      ) : null}
      {form.source === 'file' ? (
        <div className="synthetic-form__field">
          <label htmlFor="dataset-file">Dataset File</label>
          <input
            id="dataset-file"
            type="file"
            required={!form.uploadId}
            accept={DATASET_FILE_EXTENSIONS.join(',')}
            onChange={(event) => void pick(event)}
          />
          <p className="synthetic-form__hint" aria-live="polite">
            {upload.isPending
              ? 'Uploading...'
              : form.uploadId
                ? `${form.uploadName} is ready.`
                : `A ${DATASET_FILE_EXTENSIONS.join(', ')} file.`}
          </p>
          {upload.isError ? (
            <p className="synthetic-error" role="alert">
              {upload.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
      {form.source === 'hf' ? (
        <>
          <TextField
            label="Dataset Id"
            value={form.hfDataset}
            onChange={(hfDataset) => set({ hfDataset })}
            placeholder="wikimedia/wikipedia"
          />
          <TextField label="Config" value={form.hfConfig} onChange={(hfConfig) => set({ hfConfig })} />
          <TextField label="Split" value={form.hfSplit} onChange={(hfSplit) => set({ hfSplit })} />
        </>
      ) : null}
    </>
  )
}

/** Paragraph rows become lines of at most this many characters; empty keeps every row whole, as before. */
export function LineSplitField({ form, onChange }: Props) {
  return (
    <TextField
      label="Split Rows Longer Than (characters)"
      type="number"
      min={MAX_LINE_CHARS_RANGE.minimum}
      max={MAX_LINE_CHARS_RANGE.maximum}
      step={1}
      value={form.maxLineChars}
      onChange={(maxLineChars) => onChange({ ...form, maxLineChars })}
      placeholder="empty: keep rows whole"
    />
  )
}
