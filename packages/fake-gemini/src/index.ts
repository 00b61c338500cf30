export { startFakeGemini, type FakeGemini, type FakeGeminiOptions, type FakeGeminiRequest } from './fake-gemini'
export { DECOMPOSED_TEXT, DEFAULT_TEXT } from './behaviours'
export { FAKE_MODELS } from './models'
