import { baseConfig } from '@odia-ai/eslint-config/base'

export default baseConfig(import.meta.dirname)
