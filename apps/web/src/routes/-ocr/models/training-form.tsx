import {
  BASE_MODEL_ID,
  ORI_MODEL_ID,
  SCRATCH_START,
  SYNTHETIC_TEXT_SOURCES,
  TRAINING_LIMITS,
  type ModelInfo,
} from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { failureMessage } from '../../../api/failure-message'
import { projectKey, useProjectId } from '../../../api/project-scope'
import { linesSummaryQueryOptions } from '../../../api/queries/ocr-lines'
import { recognitionModelsQueryOptions } from '../../../api/queries/recognition-models'
import { useStartTraining } from '../../../api/queries/training'
import { FontFamilies } from '../../-synthetic/font-families'
import { defaultFonts, defaultSizesText } from '../../-synthetic/render-form'
import { StrengthSelect } from '../../-synthetic/strength-select'
import {
  initialTrainingForm,
  SYNTHETIC_LOOKS,
  TEXT_SOURCE_NAMES,
  trainingRequest,
  type TrainingForm as Form,
} from './training-request'

/** Where a training may start: the shipped base (the default), ori, a trainable model made earlier, or nothing. */
function startingPoints(models: readonly ModelInfo[]) {
  const earlier = models.filter((model) => model.trainable && model.id !== BASE_MODEL_ID && model.id !== ORI_MODEL_ID)
  return [
    { value: BASE_MODEL_ID, label: `${BASE_MODEL_ID} (the shipped base model)` },
    { value: ORI_MODEL_ID, label: `${ORI_MODEL_ID} (Tesseract’s Odia model, recovered to float)` },
    ...earlier.map((model) => ({ value: model.id, label: `${model.label} (trained earlier)` })),
    { value: SCRATCH_START, label: 'Scratch (a new network: needs hours)' },
  ]
}

/** `Train a model`: the data (validated lines, synthetic lines), the starting point, the budget and the name. */
export function TrainingForm() {
  const project = projectKey(useProjectId())
  const summary = useQuery(linesSummaryQueryOptions(useProjectId()))
  const models = useQuery(recognitionModelsQueryOptions())
  const start = useStartTraining()
  const [form, setForm] = useState<Form>(() => initialTrainingForm(BASE_MODEL_ID))
  const id = useId()
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    start.mutate(trainingRequest(form, project))
  }
  const validated = summary.data?.validated_lines
  return (
    <form className="ocr-models__form" aria-label="Train a model" onSubmit={submit}>
      <h3>Train a model</h3>
      <fieldset>
        <legend>Data</legend>
        <label>
          <input
            type="checkbox"
            checked={form.validatedLines}
            onChange={(event) => set('validatedLines', event.currentTarget.checked)}
          />
          This project’s validated lines ({validated === undefined ? '…' : validated})
        </label>
        <label>
          <input
            type="checkbox"
            checked={form.synthetic}
            onChange={(event) => set('synthetic', event.currentTarget.checked)}
          />
          Synthetic lines from the generator
        </label>
        {form.synthetic && (
          <div className="ocr-models__synthetic">
            <label>
              Synthetic lines
              <input
                type="number"
                min={1}
                max={TRAINING_LIMITS.maxSyntheticLines}
                required
                value={form.syntheticLines}
                onChange={(event) => set('syntheticLines', event.currentTarget.value)}
              />
            </label>
            <label>
              Look
              <select value={form.look} onChange={(event) => set('look', event.currentTarget.value as Form['look'])}>
                {Object.entries(SYNTHETIC_LOOKS).map(([look, label]) => (
                  <option key={look} value={look}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            {form.look === 'ultra-realistic' && (
              <StrengthSelect value={form.strength} onChange={(strength) => set('strength', strength)} />
            )}
            <FontFamilies
              chosen={form.fonts}
              defaults={defaultFonts(form.look)}
              onChange={(fonts) => set('fonts', fonts)}
            />
            <label>
              Font sizes (px)
              <input
                type="text"
                inputMode="numeric"
                placeholder={defaultSizesText(form.look)}
                value={form.sizes}
                onChange={(event) => set('sizes', event.currentTarget.value)}
              />
            </label>
            <label>
              Texts
              <select value={form.texts} onChange={(event) => set('texts', event.currentTarget.value as Form['texts'])}>
                {TEXT_SOURCE_NAMES.map((source) => (
                  <option key={source} value={source}>
                    {SYNTHETIC_TEXT_SOURCES[source].replaceAll('`', '')}
                  </option>
                ))}
              </select>
            </label>
            {form.texts === 'text' && (
              <label>
                Text, one line a line
                <textarea
                  lang="or"
                  rows={3}
                  value={form.text}
                  onChange={(event) => set('text', event.currentTarget.value)}
                />
              </label>
            )}
          </div>
        )}
      </fieldset>
      <label>
        Starting point
        <select value={form.from} onChange={(event) => set('from', event.currentTarget.value)}>
          {startingPoints(models.data?.models ?? []).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="ocr-models__budget" role="group" aria-labelledby={`${id}-budget`}>
        <span id={`${id}-budget`}>Budget</span>
        <input
          type="number"
          aria-label="Budget amount"
          min={form.budgetUnit === 'minutes' ? 1 : TRAINING_LIMITS.minIterations}
          required
          value={form.budget}
          onChange={(event) => set('budget', event.currentTarget.value)}
        />
        <select
          aria-label="Budget unit"
          value={form.budgetUnit}
          onChange={(event) => set('budgetUnit', event.currentTarget.value as Form['budgetUnit'])}
        >
          <option value="minutes">minutes</option>
          <option value="iterations">iterations</option>
        </select>
      </div>
      <label>
        Name
        <input
          type="text"
          required
          maxLength={80}
          value={form.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
      </label>
      <button type="submit" className="ocr-button" disabled={start.isPending}>
        {start.isPending ? 'Checking the lines…' : 'Start training'}
      </button>
      {start.isError && (
        <p className="ocr-models__refusal" role="alert">
          The training was refused: {failureMessage(start.error)}
        </p>
      )}
    </form>
  )
}
