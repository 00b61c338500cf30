import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server'

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url))

/**
 * The built server on a data directory seeded by the API's own bench seed (`images` images in the default project,
 * read, validated and reviewed); the directory goes when the server stops.
 */
export async function startSeededServer(images: number): Promise<RunningServer> {
  const root = mkdtempSync(join(tmpdir(), 'odia-web-bench-'))
  const dataDir = join(root, 'data')
  const seeded = spawnSync('pnpm', ['exec', 'tsx', 'bench/seed-annotation-project.ts', dataDir, String(images)], {
    cwd: apiDir,
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error(`Seeding ${dataDir} failed (exit ${seeded.status})`)
  const server = await startBuiltServer({ DATA_DIR: dataDir })
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
