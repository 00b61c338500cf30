export { ACCEPTED_IMAGE_TYPES, startFakeGemini, type FakeGemini, type FakeGeminiOptions, type FakeGeminiRequest } from './fake-gemini'
export { DECOMPOSED_TEXT, DEFAULT_TEXT, MARKDOWN_LEAD_IN, MINUTE_QUOTA_WINDOW_MS } from './behaviours'
export { FAKE_MODELS } from './models'
