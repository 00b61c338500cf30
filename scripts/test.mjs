// `npm test`: installs, builds, then runs lint, typecheck, unit and integration tests (turbo, per package)
// and the browser tests, and ends with one line `N passed, N failed` summed over every runner.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { mustRun, pnpmEnv, repoRoot, run } from './pnpm.mjs'

const env = pnpmEnv()
await mustRun('pnpm', ['install', '--frozen-lockfile'], env)

const workspaces = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(repoRoot, group)).map((name) => join(repoRoot, group, name)),
)
for (const dir of workspaces) rmSync(join(dir, '.reports'), { recursive: true, force: true })
rmSync(join(repoRoot, '.turbo', 'runs'), { recursive: true, force: true })

const tally = { passed: 0, failed: 0 }
const lines = []
const count = (runner, passed, failed) => {
  tally.passed += passed
  tally.failed += failed
  lines.push(`${runner}: ${passed} passed, ${failed} failed`)
}

// The tree's own shape: every file formatted, and the import map without circles or two-way folder arrows.
for (const [runner, args] of [
  ['format', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']],
  ['import map', ['run', 'check:imports']],
]) {
  const code = await run('pnpm', args, env)
  count(runner, code === 0 ? 1 : 0, code === 0 ? 0 : 1)
}

const buildCode = await run('pnpm', ['run', 'build'], env)
count('build', buildCode === 0 ? 1 : 0, buildCode === 0 ? 0 : 1)

await run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--continue', '--summarize'], env)
const runsDir = join(repoRoot, '.turbo', 'runs')
const summaryFile = existsSync(runsDir)
  ? readdirSync(runsDir)
      .map((name) => join(runsDir, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  : undefined
const tasks = summaryFile ? JSON.parse(readFileSync(summaryFile, 'utf8')).tasks : []
if (tasks.length === 0) count('turbo', 0, 1)
for (const task of tasks) {
  const ok = task.execution?.exitCode === 0
  if (task.task !== 'test') {
    count(`${task.taskId}`, ok ? 1 : 0, ok ? 0 : 1)
    continue
  }
  const report = join(repoRoot, task.directory, '.reports', 'vitest.json')
  if (!existsSync(report)) {
    count(task.taskId, 0, 1)
    continue
  }
  const result = JSON.parse(readFileSync(report, 'utf8'))
  // A skipped or todo test counts as failed: nothing may quietly not run.
  const failed = result.numFailedTests + result.numPendingTests + result.numTodoTests
  count(task.taskId, result.numPassedTests, failed === 0 && !ok ? 1 : failed)
}

if (buildCode === 0) {
  await run('pnpm', ['--filter', '@odia-ai/web', 'run', 'test:e2e'], env)
  const report = join(repoRoot, 'apps', 'web', '.reports', 'playwright.json')
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'))
    count('browser (playwright)', stats.expected, stats.unexpected + stats.flaky + stats.skipped)
  } else count('browser (playwright)', 0, 1)
} else count('browser (playwright)', 0, 1)

console.log(`\n${lines.join('\n')}\n`)
if (tally.passed === 0) tally.failed += 1
console.log(`${tally.passed} passed, ${tally.failed} failed`)
process.exit(tally.failed === 0 ? 0 : 1)
