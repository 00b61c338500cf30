// The lstmtraining a killed server left running is ended by its pid at the next start, and nothing else is: a process
// of another name, or an lstmtraining working elsewhere, under that pid (pids are reused) is left alone.
import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { endLeftoverTrainer } from '../../../src/training/job/leftover-trainer'

const workDir = '/tmp/odia-data/training/work'
const started: ChildProcess[] = []
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL')
})

/** A process that idles until killed, named `argv0`, with `arg` on its command line; resolves once it runs. */
async function idler(argv0: string, arg: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', arg], { argv0, stdio: 'ignore' })
  started.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  return child
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)))

describe('endLeftoverTrainer', () => {
  it('ends an lstmtraining working in the work folder, and waits until it has gone', async () => {
    const trainer = await idler('lstmtraining', `${workDir}/start/start.traineddata`)
    const gone = exited(trainer)
    expect(await endLeftoverTrainer(trainer.pid!, workDir)).toBe(true)
    expect(await gone).toBe('SIGTERM')
  })

  it('leaves alone a process of another name, or an lstmtraining working elsewhere', async () => {
    const other = await idler('node', `${workDir}/start/start.traineddata`)
    const elsewhere = await idler('lstmtraining', '/tmp/another/work/start/start.traineddata')
    expect(await endLeftoverTrainer(other.pid!, workDir)).toBe(false)
    expect(await endLeftoverTrainer(elsewhere.pid!, workDir)).toBe(false)
    expect(other.exitCode === null && other.signalCode === null).toBe(true)
    expect(elsewhere.exitCode === null && elsewhere.signalCode === null).toBe(true)
  })

  it('answers false for a pid no process has', async () => {
    const child = await idler('lstmtraining', `${workDir}/x`)
    const gone = exited(child)
    child.kill('SIGKILL')
    await gone
    expect(await endLeftoverTrainer(child.pid!, workDir)).toBe(false)
  })
})
