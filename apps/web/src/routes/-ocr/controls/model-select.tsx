import { MODEL_ENGINE, OCR_ENGINES, type OcrEngineName } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { modelsQueryOptions } from '../../../api/queries/ocr'
import { useDebouncedValue } from '../common/use-debounced-value'
import { OfflineModelSelect } from './offline-model-select'
import { ModelListState } from './model-list-state'

interface ModelSelectProps {
  engine: OcrEngineName
  apiKey: string
  /** The model the user picked; undefined means the server's default. */
  model: string | undefined
  onChange: (model: string | undefined) => void
  disabled: boolean
}

/**
 * The engine's model: for Gemini the list the key may use once a key is typed, for the offline engine the tool's
 * recognition models.
 */
export function ModelSelect({ engine, apiKey, ...props }: ModelSelectProps) {
  return engine === MODEL_ENGINE ? (
    <OfflineModelSelect {...props} />
  ) : (
    <EngineModelSelect engine={engine} apiKey={apiKey} {...props} />
  )
}

function EngineModelSelect({ engine, apiKey, model, onChange, disabled }: ModelSelectProps) {
  const key = useDebouncedValue(apiKey, 600)
  const models = useQuery(modelsQueryOptions(engine, OCR_ENGINES[engine].needsKey ? key : ''))
  const listed = models.data?.models ?? []
  const value = model ?? models.data?.default_model ?? ''
  return (
    <div className="ocr-controls__model">
      <label>
        Model
        <select
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        >
          {listed.length === 0 && <option value="">Server default</option>}
          {listed.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.display_name && entry.display_name !== entry.name
                ? `${entry.display_name} (${entry.name})`
                : entry.name}
            </option>
          ))}
        </select>
      </label>
      <ModelListState models={models} />
    </div>
  )
}
