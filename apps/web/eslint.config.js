import { reactConfig } from '@odia-ai/eslint-config/react'

export default reactConfig(import.meta.dirname)
