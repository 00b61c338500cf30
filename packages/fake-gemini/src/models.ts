/** The models the fake knows; aliases resolve to a dated version, which each answer reports as `modelVersion`. */
export interface FakeModel {
  name: string
  displayName: string
  version: string
  supportedGenerationMethods: string[]
}

export const FAKE_MODELS: readonly FakeModel[] = [
  {
    name: 'gemini-flash-latest',
    displayName: 'Gemini Flash Latest',
    version: 'gemini-2.5-flash-preview-09-2025',
    supportedGenerationMethods: ['generateContent', 'countTokens'],
  },
  {
    name: 'gemini-flash-lite-latest',
    displayName: 'Gemini Flash-Lite Latest',
    version: 'gemini-2.5-flash-lite-preview-09-2025',
    supportedGenerationMethods: ['generateContent', 'countTokens'],
  },
  {
    name: 'gemini-2.5-flash',
    displayName: 'Gemini 2.5 Flash',
    version: 'gemini-2.5-flash',
    supportedGenerationMethods: ['generateContent', 'countTokens'],
  },
  {
    name: 'gemini-2.5-pro',
    displayName: 'Gemini 2.5 Pro',
    version: 'gemini-2.5-pro',
    supportedGenerationMethods: ['generateContent', 'countTokens'],
  },
  {
    name: 'text-embedding-004',
    displayName: 'Text Embedding 004',
    version: '004',
    supportedGenerationMethods: ['embedContent'],
  },
]

export const findModel = (name: string): FakeModel | undefined => FAKE_MODELS.find((model) => model.name === name)

export const modelResource = (model: FakeModel) => ({
  name: `models/${model.name}`,
  version: model.version,
  displayName: model.displayName,
  description: `${model.displayName} (fake)`,
  inputTokenLimit: 1_048_576,
  outputTokenLimit: 65_536,
  supportedGenerationMethods: model.supportedGenerationMethods,
})
