import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateResponse } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'

const TEXT = ['ଓଡ଼ିଆ ଭାଷା', 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ (୧୨୩)', 'ଶ୍ରୀ ଜଗନ୍ନାଥ।'].join('\n')

/**
 * SHA-256 over every image of a job, in file order, as rendered by main's code path before the render options existed
 * (commit 8f2b687; ultra-realistic as the legibility bounds' looks are drawn since the scan looks moved onto the
 * WebAssembly kernels, scan-kernels.wat): a request that names no option must still make exactly these bytes.
 */
const BEFORE_RENDER_OPTIONS = {
  single: '1213474eb59a3da1a737de8cb474363c6c680d323acd830d0af0f79466c62258',
  comprehensive: '6085fccf532f565afc14a64c76d875f3777868911349323cdb505bf111631753',
  'ultra-realistic': '901615581197b142662005464b38f0d7e24d83ce2a77467ddc751ce07accc2d2',
  'single at a fixed height': 'b5add5945f5bc2c11f32da50af83c79475779e7b7c8dc17caec1ab1d0bf9a362',
}

const REQUESTS = {
  single: { mode: 'single', text: TEXT },
  comprehensive: { mode: 'comprehensive', text: TEXT },
  'ultra-realistic': { mode: 'ultra-realistic', text: TEXT, seed: 9 },
  'single at a fixed height': { mode: 'single', text: TEXT, image_height: 40 },
}

describe('a request without render options', () => {
  it.each(Object.keys(REQUESTS) as Array<keyof typeof REQUESTS>)(
    '%s: makes the same bytes as before the options existed',
    async (name) => {
      const test = await buildTestApp()
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/synthetic/generate',
        payload: REQUESTS[name],
      })
      const { files } = response.json<GenerateResponse>()
      expect(files.length).toBeGreaterThan(0)
      const hash = createHash('sha256')
      for (const file of files) hash.update(readFileSync(join(test.dataDir, file)))
      expect(hash.digest('hex')).toBe(BEFORE_RENDER_OPTIONS[name])
    },
  )
})
