import { buildUrl } from '../../../api/client'
import { downloadModel, type ModelInfo } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { failureMessage } from '../../../api/failure-message'
import { useDeleteModel } from '../../../api/queries/model-mutations'
import { recognitionModelsQueryOptions } from '../../../api/queries/recognition-models'
import { projectKey, useProjectId } from '../../../api/project-scope'
import { ModelScores } from './model-scores'

/** Where a model comes from, as the list says it. */
function origin(model: ModelInfo, project: number): string {
  if (model.kind === 'builtin') return 'Built in'
  if (model.project_id === project) return 'This project'
  if (model.project_id !== undefined) return `Project ${model.project_id}`
  return 'Added'
}

/** The list's order: the built-ins, this project's models, then the others (each group in the server's order). */
const rank = (model: ModelInfo, project: number) =>
  model.kind === 'builtin' ? 0 : model.project_id === project ? 1 : 2

export const deleteModelQuestion = (model: ModelInfo) =>
  `Delete the model “${model.label}” (${model.id})? Its files go with it, and a project that reads with it goes back to ori.`

/** Every model the offline engine can read with, its held-out CER next to ori's, to download or delete. */
export function ModelList() {
  const project = projectKey(useProjectId())
  const models = useQuery(recognitionModelsQueryOptions())
  const remove = useDeleteModel()
  const [problem, setProblem] = useState<string | null>(null)
  const listed = [...(models.data?.models ?? [])].sort((a, b) => rank(a, project) - rank(b, project))
  const ask = (model: ModelInfo) => {
    if (!window.confirm(deleteModelQuestion(model))) return
    setProblem(null)
    remove.mutate(model.id, {
      onError: (error) => setProblem(`Failed to delete ${model.label}: ${failureMessage(error)}`),
    })
  }
  return (
    <section className="ocr-models__list" aria-label="Recognition models">
      <h3>Models</h3>
      {models.isError && <p role="alert">Could not list the models: {failureMessage(models.error)}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">From</th>
            <th scope="col">Held-out CER (ori on the same lines)</th>
            <th scope="col">
              <span className="ocr-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {listed.map((model) => (
            <tr key={model.id}>
              <th scope="row">
                {model.label}
                {model.label !== model.id && <span className="ocr-models__id"> ({model.id})</span>}
              </th>
              <td>{origin(model, project)}</td>
              <td>
                <ModelScores scores={model.scores} />
              </td>
              <td className="ocr-models__actions">
                <a href={buildUrl(downloadModel.url, { id: model.id })} download aria-label={`Download ${model.label}`}>
                  Download
                </a>
                {model.kind !== 'builtin' && (
                  <button
                    type="button"
                    className="ocr-button ocr-button--danger"
                    disabled={remove.isPending}
                    aria-label={`Delete ${model.label}`}
                    onClick={() => ask(model)}
                  >
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {problem && (
        <p className="ocr-controls__notice ocr-controls__notice--error" role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
