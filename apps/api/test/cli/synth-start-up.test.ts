import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const cli = fileURLToPath(new URL('../../../../scripts/synth.mjs', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(packageDir, 'dist')
const synth = (caller: string, args: string[]) =>
  run(process.execPath, [cli, ...args], { cwd: packageDir, env: { ...process.env, INIT_CWD: caller } })

/** The bundle files Node loads before `main` runs: synth.js and every chunk it imports statically, transitively. */
function loadedAtStart(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, chunk] of readFileSync(join(dist, file), 'utf8').matchAll(
      /^import\s[^;]*?from "\.\/(synth-[\w-]+\.js)";?$/gms,
    ))
      visit(chunk!)
  }
  visit('synth.js')
  return [...seen]
}

// Each case starts Node and a render worker (the first may build the CLI): slow on a busy machine.
describe('pnpm synth start-up', { timeout: 120_000 }, () => {
  it('loads no HTTP client, dataset parser or Brotli decoder before a run needs them', async () => {
    await synth(tmpdir(), ['--help'])
    const files = loadedAtStart()
    expect(files.length).toBeGreaterThan(1)
    // esbuild names each bundled module's source path in a comment above its code.
    const sources = files.flatMap((file) =>
      [...readFileSync(join(dist, file), 'utf8').matchAll(/^\/\/ (\S+)$/gm)].map((match) => match[1]!),
    )
    expect(sources.some((source) => source.includes('/fontkit/'))).toBe(true)
    for (const heavy of ['/undici/', '/hyparquet/', '/brotli/', '/@fast-csv/'])
      expect(sources.filter((source) => source.includes(heavy))).toEqual([])
  })

  it('runs as an executable too, without pnpm, with paths relative to the current directory', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    writeFileSync(join(cwd, 'lines.txt'), 'ଓଡ଼ିଆ\n')
    const env = { ...process.env }
    delete env.INIT_CWD
    const { stdout } = await run(
      cli,
      ['--mode', 'single', '--input', 'lines.txt', '--out', 'direct', '--workers', '1'],
      { cwd, env },
    )
    expect(stdout).toContain(`1 images, metadata.csv and README.md written to ${join(cwd, 'direct')}`)
  })

  it("reads a .woff2 font of --fonts-dir with Node's Brotli decoder", async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    const fonts = join(cwd, 'fonts')
    mkdirSync(fonts)
    const anek = dirname(
      createRequire(join(packageDir, '../../packages/renderer/package.json')).resolve(
        '@fontsource/anek-odia/package.json',
      ),
    )
    copyFileSync(join(anek, 'files', 'anek-odia-oriya-700-normal.woff2'), join(fonts, 'anek-bold.woff2'))
    writeFileSync(join(cwd, 'lines.txt'), 'କ୍ଷେତ୍ର\n')
    await synth(cwd, [
      '--mode',
      'comprehensive',
      '--input',
      'lines.txt',
      '--out',
      'out',
      '--fonts-dir',
      'fonts',
      '--workers',
      '1',
    ])
    const rows = parse<{ font: string }>(readFileSync(join(cwd, 'out', 'metadata.csv')), { columns: true })
    // A FONTS_DIR style is named by the font's own family and weight, then its file.
    expect(rows.filter((row) => row.font.endsWith(' 700 (anek-bold.woff2)'))).toHaveLength(9)
  })
})
