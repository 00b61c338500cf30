import {
  DEFAULT_STRENGTH,
  SYNTHETIC_TEXT_SOURCES,
  type DegradationStrength,
  type StartTrainingRequest,
  type SyntheticTextSource,
  type TrainingSynthetic,
} from '@odia-ai/contract'

/** The `Train a model` form as typed: text fields stay text until the request is built. */
export interface TrainingForm {
  name: string
  from: string
  validatedLines: boolean
  budget: string
  budgetUnit: 'minutes' | 'iterations'
  synthetic: boolean
  syntheticLines: string
  look: TrainingSynthetic['mode']
  fonts: string[] | undefined
  sizes: string
  strength: DegradationStrength
  texts: SyntheticTextSource
  text: string
}

export const SYNTHETIC_LOOKS: Record<TrainingSynthetic['mode'], string> = {
  single: 'Clean',
  'ultra-realistic': 'Ultra-realistic (scan look)',
}

export const TEXT_SOURCE_NAMES = Object.keys(SYNTHETIC_TEXT_SOURCES) as SyntheticTextSource[]

export const initialTrainingForm = (from: string): TrainingForm => ({
  name: '',
  from,
  validatedLines: true,
  budget: '10',
  budgetUnit: 'minutes',
  synthetic: false,
  syntheticLines: '200',
  look: 'ultra-realistic',
  fonts: undefined,
  sizes: '',
  strength: DEFAULT_STRENGTH,
  texts: 'validated',
  text: '',
})

/** The numbers of a comma- or space-separated field, as typed (the server checks their bounds and names them). */
const numbers = (field: string) =>
  field
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)

/** The request the form asks for; the server checks it and names what it refuses. */
export function trainingRequest(form: TrainingForm, project: number): StartTrainingRequest {
  const sizes = [...new Set(numbers(form.sizes))]
  const synthetic: TrainingSynthetic = {
    lines: Number(form.syntheticLines),
    mode: form.look,
    texts: form.texts,
    ...(form.fonts ? { fonts: form.fonts } : {}),
    ...(sizes.length > 0 ? { sizes } : {}),
    ...(form.look === 'ultra-realistic' ? { strength: form.strength } : {}),
    ...(form.texts === 'text' ? { text: form.text.normalize('NFC') } : {}),
  }
  return {
    project,
    name: form.name.normalize('NFC').trim(),
    from: form.from,
    budget: { [form.budgetUnit]: Number(form.budget) },
    validated_lines: form.validatedLines,
    ...(form.synthetic ? { synthetic } : {}),
  }
}
