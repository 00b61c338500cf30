// Tesseract's command-line tools, run as child processes. Each comes in Debian's `tesseract-ocr` package; a missing
// one is refused with that name before anything runs.
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { AppError } from '../errors'
import { execInThread } from './tool-thread'

export type TesseractTool = 'tesseract' | 'lstmtraining' | 'combine_tessdata' | 'combine_lang_model' | 'dawg2wordlist'

/**
 * The tools' environment: this process's, with OpenMP held to one thread each (the machine is shared, and
 * lstmtraining's threads gain little on one line at a time). Written for a child, never read as a setting.
 */
// eslint-disable-next-line no-restricted-properties
export const TOOL_ENV: NodeJS.ProcessEnv = { ...process.env, OMP_THREAD_LIMIT: '1' }

/** Whether an executable `name` is in one of the PATH's folders: looked up, not started, so the event loop never waits on it. */
const onPath = (name: string, env: NodeJS.ProcessEnv) =>
  (env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK)
      return true
    } catch {
      return false
    }
  })

/** Refuses, naming the Debian package, when `name` is not on the PATH (`env` lets a test take it off the PATH). */
export function requireTool(name: TesseractTool, env: NodeJS.ProcessEnv = TOOL_ENV): void {
  if (!onPath(name, env))
    throw new AppError(
      500,
      'TESSERACT_MISSING',
      `${name} is not installed: training needs Tesseract's tools, in Debian's tesseract-ocr package (sudo apt-get install -y tesseract-ocr).`,
    )
}

export interface ToolRun {
  cwd?: string
  /** Run below interactive work (see TRAINING_NICENESS). */
  niceness?: number
  /** Ends the tool (a failure). */
  signal?: AbortSignal
}

/** Runs a tool to its end: its stdout; a failure carries what it printed. */
export async function runTool(name: TesseractTool, args: string[], run: ToolRun = {}): Promise<string> {
  requireTool(name)
  try {
    return await execInThread(
      {
        file: name,
        args,
        env: TOOL_ENV,
        ...(run.cwd ? { cwd: run.cwd } : {}),
        ...(run.niceness === undefined ? {} : { niceness: run.niceness }),
      },
      run.signal,
    )
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string }
    throw new Error(`${name} ${args.join(' ')} failed: ${failed.message}\n${failed.stderr ?? ''}`, { cause: error })
  }
}
