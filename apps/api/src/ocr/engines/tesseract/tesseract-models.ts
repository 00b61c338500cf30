import { ORI_MODEL_ID } from '@odia-ai/contract'
import { notFound } from '../../../errors'
import { ORI_LABEL, oriSource, type ModelSources } from '../model-source'

/** The offline engine's models when it is given none: `ori` alone. */
export const oriOnly: ModelSources = {
  source: async (id) => {
    if (id !== ORI_MODEL_ID) throw notFound('MODEL_NOT_FOUND', `There is no model “${id}”: only ori is here.`)
    return oriSource()
  },
  list: async () => [{ id: ORI_MODEL_ID, label: ORI_LABEL }],
}
