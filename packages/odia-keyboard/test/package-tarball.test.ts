import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const scratch = mkdtempSync(join(tmpdir(), 'odia-keyboard-consumer-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const CONSUMER_JS = `
import { insertAtSelection, lookupKey } from '@odia-ai/odia-keyboard'
const typed = lookupKey('KeyK', { shift: false, altGr: false }) + lookupKey('KeyE', { shift: false, altGr: false })
console.log(JSON.stringify({ typed, inserted: insertAtSelection('କେ', { start: 2, end: 2 }, 'ା').text }))
`

const CONSUMER_TS = `
import { lookupKey, type Layer } from '@odia-ai/odia-keyboard'
const layer: Layer = 'altGr'
const rupee: string | undefined = lookupKey('Digit4', { shift: false, altGr: layer === 'altGr' })
export { rupee }
`

describe('the published package', () => {
  it('packs into a tarball that a project outside the workspace installs, imports and type-checks', () => {
    execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: packageDir, stdio: 'pipe' })
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'))
    expect(tarball).toBeDefined()

    const project = join(scratch, 'consumer')
    mkdirSync(project)
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(scratch, tarball!)], {
      cwd: project,
      stdio: 'pipe',
    })

    writeFileSync(join(project, 'consumer.js'), CONSUMER_JS)
    const output = execFileSync(process.execPath, ['consumer.js'], { cwd: project, encoding: 'utf8' })
    expect(JSON.parse(output)).toEqual({ typed: 'କା', inserted: 'କୋ' })

    writeFileSync(join(project, 'consumer.ts'), CONSUMER_TS)
    const typecheck = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', 'consumer.ts']
    execFileSync(process.execPath, [tsc, ...typecheck], { cwd: project, stdio: 'pipe' })
  }, 120_000)
})
