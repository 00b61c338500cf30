import { baseConfig } from '@odia-ai/eslint-config/base'

export default [
  ...baseConfig(import.meta.dirname),
  // A stand-in for Gemini's wire format, not product code: its maps are Gemini's.
  { rules: { 'local/no-inherited-name-lookup': 'off' } },
]
