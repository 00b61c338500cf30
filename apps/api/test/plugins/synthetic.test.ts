import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'

describe('synthetic plugin', () => {
  it('removes the hidden folders of jobs a crash interrupted, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'odia-synthetic-plugin-'))
    const output = join(root, 'data', 'output')
    mkdirSync(join(output, '.lines.partial', 'images'), { recursive: true })
    writeFileSync(join(output, '.lines.partial', 'images', '000001.png'), 'half')
    mkdirSync(join(output, 'finished'))
    writeFileSync(join(output, '.partial-notes'), 'not a staging folder')
    const app = await buildApp({ ...loadConfig({}), dataDir: join(root, 'data'), webDir: join(root, 'web'), logLevel: 'silent', renderWorkers: 1 })
    await app.close()
    expect(readdirSync(output).sort()).toEqual(['.partial-notes', 'finished'])
    rmSync(root, { recursive: true, force: true })
  })
})
