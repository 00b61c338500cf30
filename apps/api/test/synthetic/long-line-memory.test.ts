import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateRequest, JobStarted } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { expectEveryImageListed } from '../helpers/dataset-folder'
import { probeHealthDuring } from '../helpers/freeze-probe'
import { peakRssOfGeneration } from '../helpers/peak-rss'

const PROSE = 'ଓଡ଼ିଆ ଭାଷା ଭାରତର ଏକ ପ୍ରାଚୀନ ଭାଷା । ଏହା ଓଡ଼ିଶା ରାଜ୍ୟର ସରକାରୀ ଭାଷା ଅଟେ । କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ '.normalize(
  'NFC',
)

/** `count` lines of exactly 500 characters (code points, the most a line may have), each from another place in the prose. */
function longLines(count: number): string[] {
  const prose = [...PROSE.repeat(10)]
  return Array.from({ length: count }, (_, line) => {
    const start = line * 17
    return prose
      .slice(start, start + 500)
      .map((char, at) => (char === ' ' && (at === 0 || at === 499) ? 'କ' : char))
      .join('')
  })
}

/** The largest images a request can ask for: the largest size, the heaviest tilt, five variants of each line. */
const largest = (lines: number): GenerateRequest => ({
  mode: 'ultra-realistic',
  text: longLines(lines).join('\n'),
  sizes: [128],
  strength: 'heavy',
})

describe('ultra-realistic lines of 500 characters at the largest size', () => {
  it('keep the whole process, main thread and two render workers, under 600 MB', async () => {
    // 20 images of up to ≈ 30,000 × 1,700 px.
    const run = await peakRssOfGeneration(largest(4), 1500)
    console.log(`peak RSS ${run.peakRssMb} MB`)
    expect(run).toMatchObject({ images: 20, stopped: false })
    expect(run.peakRssMb).toBeLessThan(600)
  }, 180_000)

  it('are cancelled within a second, mid-image, and only the images listed in metadata.csv are kept', async () => {
    const test = await buildTestApp()
    const started = (
      await test.app.inject({
        method: 'POST',
        url: '/api/synthetic/jobs',
        payload: { ...largest(8), output_subdir: 'long' },
      })
    ).json<JobStarted>()
    const { result: cancelMs, worstHealthMs } = await probeHealthDuring(test.app, async () => {
      await expect
        .poll(async () => (await test.app.inject({ method: 'GET', url: `/api/jobs/${started.job_id}` })).json().done, {
          timeout: 60_000,
          interval: 50,
        })
        .toBeGreaterThan(0)
      const asked = performance.now()
      const cancelled = (await test.app.inject({ method: 'DELETE', url: `/api/jobs/${started.job_id}` })).json()
      expect(cancelled).toMatchObject({ state: 'cancelled' })
      return performance.now() - asked
    })
    console.log(
      `cancel answered in ${cancelMs.toFixed(0)} ms; health waited at most ${worstHealthMs.toFixed(0)} ms while the job ran`,
    )
    expect(cancelMs).toBeLessThan(1000)
    // The worker finishes or drops what it had begun before it takes the next job: once that job is done, nothing more
    // can land in the cancelled one's folder.
    const after = await test.app.inject({
      method: 'POST',
      url: '/api/synthetic/generate',
      payload: { mode: 'single', text: 'ଓଡ଼ିଆ' },
    })
    expect(after.statusCode).toBe(200)
    expectEveryImageListed(join(test.dataDir, 'output/long'), 40)
    expect(readdirSync(join(test.dataDir, 'output')).filter((name) => name.startsWith('.'))).toEqual([])
  }, 180_000)
})
