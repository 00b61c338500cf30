import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generatedFile, generatedModule } from '../../scripts/build-kernels'

describe('scan-kernels.gen.ts', () => {
  it('is the module scan-kernels.wat compiles to (run `pnpm --filter @odia-ai/renderer build:kernels` after editing it)', async () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(await generatedModule())
  })
})
