import { ORI_MODEL_ID, type ModelInfo } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { projectKey, useProjectId } from '../../../api/project-scope'
import { recognitionModelsQueryOptions } from '../../../api/queries/recognition-models'
import { ModelListState } from './model-list-state'

interface OfflineModelSelectProps {
  /** The model the offline engine reads with. */
  model: string | undefined
  onChange: (model: string | undefined) => void
  disabled: boolean
}

/** The groups of the list, in its order: the built-ins, this project's models, then the others. */
function groupsOf(models: readonly ModelInfo[], project: number) {
  return [
    { label: 'Built in', models: models.filter((model) => model.kind === 'builtin') },
    {
      label: 'This project’s',
      models: models.filter((model) => model.kind !== 'builtin' && model.project_id === project),
    },
    {
      label: 'Other projects’ and added',
      models: models.filter((model) => model.kind !== 'builtin' && model.project_id !== project),
    },
  ].filter((group) => group.models.length > 0)
}

/** The offline engine's models, grouped: any model reads in any project. */
export function OfflineModelSelect({ model, onChange, disabled }: OfflineModelSelectProps) {
  const project = projectKey(useProjectId())
  const models = useQuery(recognitionModelsQueryOptions())
  const groups = groupsOf(models.data?.models ?? [], project)
  return (
    <div className="ocr-controls__model">
      <label>
        Model
        <select
          value={model ?? ORI_MODEL_ID}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {groups.length === 0 && <option value={ORI_MODEL_ID}>{ORI_MODEL_ID}</option>}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.models.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label.startsWith(entry.id) ? entry.label : `${entry.label} (${entry.id})`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <ModelListState models={models} />
    </div>
  )
}
