// The training running or the last one, kept in `DATA_DIR/training/training.json` so a restarted server (and the
// page) can say how it ended, with the pid of the lstmtraining it runs, so a restarted server can end one its
// predecessor left running. Small and rewritten whole (beside, then renamed) at each change: a kill leaves the last
// complete state.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { TrainingStatusSchema, type TrainingStatus } from '@odia-ai/contract'
import { Value } from 'typebox/value'

export interface KeptTraining {
  status: TrainingStatus
  /** lstmtraining's process while it runs. */
  lstmtrainingPid?: number
}

export class TrainingStateFile {
  constructor(private readonly path: string) {}

  /** The state kept, or undefined before the first training (or if the file is not one this server wrote). */
  read(): KeptTraining | undefined {
    let data: unknown
    try {
      data = JSON.parse(readFileSync(this.path, 'utf8'))
    } catch {
      return undefined
    }
    if (!Value.Check(TrainingStatusSchema, data)) return undefined
    const { lstmtraining_pid: pid, ...status } = data as TrainingStatus & { lstmtraining_pid?: unknown }
    return { status, ...(Number.isInteger(pid) ? { lstmtrainingPid: pid as number } : {}) }
  }

  write({ status, lstmtrainingPid }: KeptTraining): void {
    mkdirSync(dirname(this.path), { recursive: true })
    const partial = `${this.path}.partial`
    const kept = lstmtrainingPid === undefined ? status : { ...status, lstmtraining_pid: lstmtrainingPid }
    writeFileSync(partial, `${JSON.stringify(kept, null, 2)}\n`)
    renameSync(partial, this.path)
  }
}
