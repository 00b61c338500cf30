import { baseConfig } from '@odia-ai/vitest-config'

export default baseConfig
