// Finds the pinned pnpm, installing it next to the repo (no global install, no root needed) when missing,
// and runs commands with it on PATH so turbo can find it too.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const { packageManager } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
export const pnpmVersion = packageManager.split('@')[1]
const toolsDir = join(repoRoot, '.tools')
const toolsBin = join(toolsDir, 'node_modules', '.bin')

const versionOf = (command, env) => {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/** The environment to run pnpm and turbo in: the pinned pnpm first on PATH, telemetry off. */
export function pnpmEnv() {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' }
  if (versionOf('pnpm', env) === pnpmVersion) return env
  const local = { ...env, PATH: `${toolsBin}${delimiter}${env.PATH ?? ''}` }
  if (!existsSync(join(toolsBin, 'pnpm')) || versionOf('pnpm', local) !== pnpmVersion) {
    console.log(`Installing pnpm ${pnpmVersion} into .tools/ …`)
    execFileSync(
      'npm',
      ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', `pnpm@${pnpmVersion}`],
      {
        stdio: 'inherit',
      },
    )
  }
  return local
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, env, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit', ...options })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Runs a command and exits this process with its code when it fails. */
export async function mustRun(command, args, env) {
  const code = await run(command, args, env)
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}.`)
    process.exit(code)
  }
}
