import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'odia-orthography-consumer-'))

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const CONSUMER_JS = `
import { checkOrthography, ORTHOGRAPHY_RULES } from '@odia-ai/odia-orthography'
const [flag] = checkOrthography('ଓଡିଶା')
console.log(JSON.stringify({ rules: ORTHOGRAPHY_RULES.length, rule: flag.rule, suggestion: flag.suggestion }))
`

const CONSUMER_TS = `
import { checkOrthography, type OrthographyFlag, type RuleName } from '@odia-ai/odia-orthography'
const only: RuleName[] = ['latin-danda']
const flags: OrthographyFlag[] = checkOrthography('ରାଜ୍ୟ|', { rules: only })
export const suggestion: string | undefined = flags[0]?.suggestion
`

describe('the published package', () => {
  it('packs into a tarball that a project outside the workspace installs, imports and type-checks', () => {
    execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: packageDir, stdio: 'pipe' })
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'))
    expect(tarball).toBeDefined()

    const consumer = join(scratch, 'consumer')
    mkdirSync(consumer)
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    const install = ['install', '--offline', '--no-audit', '--no-fund', join(scratch, tarball!)]
    execFileSync('npm', install, { cwd: consumer, stdio: 'pipe' })

    writeFileSync(join(consumer, 'consumer.js'), CONSUMER_JS)
    const printed = execFileSync(process.execPath, ['consumer.js'], { cwd: consumer, encoding: 'utf8' })
    expect(JSON.parse(printed)).toEqual({ rules: 11, rule: 'missing-nukta', suggestion: 'ଡ଼' })

    writeFileSync(join(consumer, 'consumer.ts'), CONSUMER_TS)
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
    const strict = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', 'consumer.ts']
    execFileSync(process.execPath, [tsc, ...strict], { cwd: consumer, stdio: 'pipe' })
  }, 120_000)
})
