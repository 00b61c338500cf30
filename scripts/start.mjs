// `npm start`: on a fresh clone, gets the pinned pnpm, installs, builds and serves the app.
import { spawn } from 'node:child_process'
import { mustRun, pnpmEnv, repoRoot } from './pnpm.mjs'

const env = pnpmEnv()
await mustRun('pnpm', ['install', '--frozen-lockfile'], env)
await mustRun('pnpm', ['run', 'build'], env)

console.log(`\nOdia AI Tools: http://${env.HOST || '127.0.0.1'}:${env.PORT || '8000'}/ocr  (Ctrl+C stops it)\n`)
// A small young generation and no huge pages for the canvas library's allocator (see RenderPool) keep a long
// synthetic job's memory small; the server's other work is not held back by either.
const server = spawn(process.execPath, ['--max-semi-space-size=1', 'apps/api/dist/server.js'], {
  cwd: repoRoot,
  env: { MIMALLOC_ALLOW_THP: '0', ...env },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.once('exit', (code) => process.exit(code ?? 0))
