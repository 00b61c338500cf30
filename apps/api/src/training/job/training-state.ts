// The training running or the last one, kept in `DATA_DIR/training/training.json` so a restarted server (and the
// page) can say how it ended. Small and rewritten whole (beside, then renamed) at each change: a kill leaves the last
// complete state.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { TrainingStatusSchema, type TrainingStatus } from '@odia-ai/contract'
import { Value } from 'typebox/value'

export class TrainingStateFile {
  constructor(private readonly path: string) {}

  /** The state kept, or undefined before the first training (or if the file is not one this server wrote). */
  read(): TrainingStatus | undefined {
    let data: unknown
    try {
      data = JSON.parse(readFileSync(this.path, 'utf8'))
    } catch {
      return undefined
    }
    return Value.Check(TrainingStatusSchema, data) ? data : undefined
  }

  write(status: TrainingStatus): void {
    mkdirSync(dirname(this.path), { recursive: true })
    const partial = `${this.path}.partial`
    writeFileSync(partial, `${JSON.stringify(status, null, 2)}\n`)
    renameSync(partial, this.path)
  }
}
