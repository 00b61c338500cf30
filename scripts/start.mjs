// `npm start`: on a fresh clone, gets the pinned pnpm, installs, builds and serves the app.
import { spawn } from 'node:child_process'
import { mustRun, pnpmEnv, repoRoot } from './pnpm.mjs'

const env = pnpmEnv()
await mustRun('pnpm', ['install', '--frozen-lockfile'], env)
await mustRun('pnpm', ['run', 'build'], env)

console.log(`\nOdia AI Tools: http://${env.HOST || '127.0.0.1'}:${env.PORT || '8000'}/ocr  (Ctrl+C stops it)\n`)
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: repoRoot, env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.once('exit', (code) => process.exit(code ?? 0))
