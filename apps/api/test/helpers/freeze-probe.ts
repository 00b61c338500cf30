import { performance } from 'node:perf_hooks'
import type { App } from '../../src/app'

export interface FreezeProbe<T> {
  /** What the heavy work resolved to. */
  result: T
  /** The longest wait for `GET /api/health`, counted from when the probe meant to ask (a late timer counts too). */
  worstHealthMs: number
  /** How many health answers were timed. */
  samples: number
  /** Each timed wait, in the order asked. */
  waitsMs: number[]
}

/**
 * Times `GET /api/health` every `everyMs` while `heavy` runs, and answers the slowest wait. A main thread held by the
 * heavy request shows as a late timer or a late answer; both count, from the moment the probe was due to ask.
 */
export async function probeHealthDuring<T>(app: App, heavy: () => Promise<T>, everyMs = 20): Promise<FreezeProbe<T>> {
  let done = false
  let worstHealthMs = 0
  let samples = 0
  const waitsMs: number[] = []
  const work = heavy().finally(() => {
    done = true
  })
  const probing = (async () => {
    let due = performance.now()
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
      if (done) {
        // A timer held back until the heavy work ended was still a freeze: one sync block as long as the work counts.
        worstHealthMs = Math.max(worstHealthMs, performance.now() - due)
        break
      }
      const reply = await app.inject({ method: 'GET', url: '/api/health' })
      if (reply.statusCode !== 200) throw new Error(`health answered ${reply.statusCode}`)
      const waited = performance.now() - due
      worstHealthMs = Math.max(worstHealthMs, waited)
      waitsMs.push(waited)
      samples += 1
      due = Math.max(due + everyMs, performance.now())
    }
  })()
  const [result] = await Promise.all([work, probing])
  return { result, worstHealthMs, samples, waitsMs }
}
