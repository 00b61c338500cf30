// An lstmtraining a stopped server left running: a killed parent does not take its children with it, and an orphaned
// training would hold a core for days. Ended at the next start, by the pid the state kept, and only if that pid is
// still lstmtraining writing into this server's work folder (a pid is reused once its process has gone).
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** The process's arguments, or undefined once it has gone (a zombie has none left). */
async function commandLine(pid: number): Promise<string[] | undefined> {
  try {
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean)
    return args.length > 0 ? args : undefined
  } catch {
    return undefined
  }
}

const isOurTrainer = (args: readonly string[] | undefined, workDir: string) =>
  args !== undefined && basename(args[0]!) === 'lstmtraining' && args.some((arg) => arg.startsWith(`${workDir}/`))

/** Ends it (SIGTERM, then SIGKILL after `graceMs`) and waits until it has gone; answers whether there was one to end. */
export async function endLeftoverTrainer(pid: number, workDir: string, graceMs = 5000): Promise<boolean> {
  if (!isOurTrainer(await commandLine(pid), workDir)) return false
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name)
    } catch {
      // Gone meanwhile.
    }
  }
  signal('SIGTERM')
  // A stopped process takes its SIGTERM once it runs again.
  signal('SIGCONT')
  const deadline = Date.now() + graceMs
  while (isOurTrainer(await commandLine(pid), workDir)) {
    if (Date.now() > deadline) signal('SIGKILL')
    await sleep(50)
  }
  return true
}
