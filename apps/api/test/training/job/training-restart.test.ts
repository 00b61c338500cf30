// A server killed during a training: at its next start the lstmtraining it left running is ended, the training is
// marked failed with the reason, its partial model folder and work files are gone, and no model is listed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TrainingStatus } from '@odia-ai/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../../helpers/start-server'
import { requireTools } from '../tesseract-tools'

const scratch = mkdtempSync(join(tmpdir(), 'odia-training-restart-'))
const dataDir = join(scratch, 'data')
afterAll(() => {
  // Should the server not have ended it, the test does, by pid.
  for (const pid of processesNaming(dataDir)) process.kill(pid, 'SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
})

/** The pids of the processes whose command line names `text` (the killed server's lstmtraining, left running). */
const processesNaming = (text: string): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)
      } catch {
        return false
      }
    })
    .map(Number)

/** The lstmtraining runs (not a checkpoint's conversion) writing into `dataDir`. */
const trainingsOf = (dataDir: string): number[] =>
  processesNaming(dataDir).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes('--train_listfile')
    } catch {
      return false
    }
  })

const training = async (address: string) => (await (await fetch(`${address}/api/training`)).json()) as TrainingStatus

describe('a server killed during a training', () => {
  it('ends its lstmtraining at the next start, marks it failed, removes what it had written, and lists no model', async () => {
    requireTools('lstmtraining', 'tesseract', 'combine_tessdata')
    const first = startServer({ DATA_DIR: dataDir, RENDER_WORKERS: '1' })
    let status: TrainingStatus | undefined
    try {
      const address = await first.address
      const started = await fetch(`${address}/api/training`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          project: 1,
          name: 'Killed',
          from: 'ori',
          validated_lines: false,
          synthetic: { lines: 20, mode: 'single', texts: 'sample' },
          budget: { iterations: 100_000 },
        }),
      })
      expect(started.status, await started.clone().text()).toBe(202)
      const deadline = Date.now() + 180_000
      do {
        await new Promise((resolve) => setTimeout(resolve, 500))
        status = await training(address)
      } while (status.phase !== 'training' && Date.now() < deadline)
      expect(status.phase).toBe('training')
      expect(existsSync(join(dataDir, 'models', '.partial-killed'))).toBe(true)
      // Held still before the server dies, as one is for minutes between two log lines on long lines or a busy
      // machine: its next line, written to the dead server's pipe, would end it by SIGPIPE without the next server.
      let running: number[] = []
      while ((running = trainingsOf(dataDir)).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100))
      for (const pid of running) process.kill(pid, 'SIGSTOP')
    } finally {
      first.child.kill('SIGKILL')
      await first.exited
    }
    // Its lstmtraining outlives it, as after a real kill, and the state names it.
    const orphans = trainingsOf(dataDir)
    expect(orphans).toHaveLength(1)
    expect(readFileSync(`/proc/${orphans[0]}/cmdline`, 'utf8')).toMatch(/^(.*\/)?lstmtraining\0/)
    const kept = JSON.parse(readFileSync(join(dataDir, 'training', 'training.json'), 'utf8')) as {
      lstmtraining_pid?: number
    }
    expect(kept.lstmtraining_pid).toBe(orphans[0])

    const second = startServer({ DATA_DIR: dataDir })
    try {
      const address = await second.address
      const after = await training(address)
      expect(after).toMatchObject({ state: 'failed', model_id: 'killed', job_id: status.job_id })
      expect(after.message).toMatch(/^The server stopped during this training \(while training, at iteration \d+\)/)
      expect(readdirSync(join(dataDir, 'models'))).toEqual([])
      expect(existsSync(join(dataDir, 'training', 'work'))).toBe(false)
      expect(trainingsOf(dataDir)).toEqual([])
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  }, 300_000)
})
