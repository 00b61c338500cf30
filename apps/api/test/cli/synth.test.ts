import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { stagingFolder } from '../../src/synthetic/staging-folder'
import { csv, startLocalServer } from '../helpers/csv-server'
import { expectEveryImageListed } from '../helpers/dataset-folder'

const run = promisify(execFile)
/** `pnpm synth`'s launcher: it builds the bundled CLI when a source is newer, then runs it (see scripts/synth.mjs). */
const cli = fileURLToPath(new URL('../../../../scripts/synth.mjs', import.meta.url))

const packageDir = fileURLToPath(new URL('../..', import.meta.url))

/** Runs the CLI as `pnpm synth` does: the launcher, in the package's directory, with the caller's directory in INIT_CWD. */
const synth = (caller: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [cli, ...args], { cwd: packageDir, env: { ...process.env, INIT_CWD: caller, ...env } })

/** A folder with lines.txt: 2,000 texts, 10,000 images in ultra-realistic mode. */
function bigInput(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
  writeFileSync(join(cwd, 'lines.txt'), Array.from({ length: 2000 }, (_, index) => `କ୍ଷେତ୍ର ${index}`).join('\n'))
  return cwd
}

/** Starts a 10,000-image run into `big` and resolves once the progress bar reports its first written batch. */
async function startBigRun(cwd: string) {
  const child = spawn(
    process.execPath,
    [cli, '--mode', 'ultra-realistic', '--input', 'lines.txt', '--out', 'big', '--workers', '1'],
    {
      cwd: packageDir,
      env: { ...process.env, INIT_CWD: cwd },
    },
  )
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  await new Promise<void>((resolve) =>
    child.stderr.on('data', (chunk: Buffer) => /\] [1-9]\d*\/10000 images/.test(String(chunk)) && resolve()),
  )
  return { child, exited, stdout: () => stdout }
}

// Each case starts Node and a render worker (the first may build the CLI): slow on a busy machine.
describe('pnpm synth', { timeout: 120_000 }, () => {
  it('writes the dataset with a progress bar, paths relative to the caller, same seed same bytes', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    writeFileSync(join(cwd, 'lines.txt'), 'ଓଡ଼ିଆ ଭାଷା\n\nକ୍ଷେତ୍ର\n中\n')
    const first = await synth(cwd, [
      '--mode',
      'ultra-realistic',
      '--input',
      'lines.txt',
      '--out',
      'data/run',
      '--seed',
      '7',
      '--workers',
      '1',
    ])
    expect(first.stderr).toMatch(/\[#{30}\] 15\/15 images · \d+ images\/s · 5 skipped/)
    expect(first.stdout).toContain(`10 images, metadata.csv and README.md written to ${join(cwd, 'data', 'run')}`)
    expect(first.stdout).toContain('skipped 5: no font draws every character (U+4E2D 中)')
    const metadata = readFileSync(join(cwd, 'data/run/metadata.csv'), 'utf8').trimEnd().split('\n')
    expect(metadata).toHaveLength(11)

    await synth(cwd, [
      '--mode',
      'ultra-realistic',
      '--input',
      'lines.txt',
      '--out',
      'data/run',
      '--seed',
      '7',
      '--workers',
      '1',
    ])
    expect(readdirSync(join(cwd, 'data')).sort()).toEqual(['run', 'run-2'])
    for (const file of readdirSync(join(cwd, 'data/run/images'))) {
      expect(
        readFileSync(join(cwd, 'data/run-2/images', file)).equals(readFileSync(join(cwd, 'data/run/images', file))),
      ).toBe(true)
    }
  })

  it.each([
    ['Ctrl-C', 'SIGINT', 130],
    ['SIGTERM', 'SIGTERM', 143],
  ] as const)(
    'on %s (%s) keeps the images written so far, listed in metadata.csv, and exits %i',
    async (_name, signal, code) => {
      const cwd = bigInput()
      const run = await startBigRun(cwd)
      run.child.kill(signal)
      expect(await run.exited).toBe(code)
      const kept = expectEveryImageListed(join(cwd, 'big'), 10_000)
      expect(run.stdout()).toContain(
        `Interrupted: the first ${kept} of 10000 images and their metadata.csv are kept in ${join(cwd, 'big')}`,
      )
      expect(readdirSync(cwd).sort()).toEqual(['big', 'lines.txt'])
    },
  )

  it("after a kill, the next run into the same folder keeps the killed run's images there and writes beside it", async () => {
    const cwd = bigInput()
    const killed = await startBigRun(cwd)
    killed.child.kill('SIGKILL')
    await killed.exited
    expect(readdirSync(cwd).sort()).toEqual([basename(stagingFolder(cwd, 'big', killed.child.pid)), 'big', 'lines.txt'])

    writeFileSync(join(cwd, 'short.txt'), 'ଓଡ଼ିଆ\n')
    const next = await synth(cwd, ['--mode', 'single', '--input', 'short.txt', '--out', 'big', '--workers', '1'])
    const kept = expectEveryImageListed(join(cwd, 'big'), 10_000)
    expect(next.stdout).toContain(
      `An earlier run into this folder was killed: its ${kept} images, their metadata.csv and README.md are kept in ${join(cwd, 'big')}`,
    )
    // Its dataset card counts the images it kept, from the facts the run kept as it started.
    expect(readFileSync(join(cwd, 'big', 'README.md'), 'utf8')).toContain(`| images | ${kept} |`)
    expect(readdirSync(join(cwd, 'big')).sort()).toEqual(['README.md', 'images', 'metadata.csv'])
    expect(next.stdout).toContain(`1 images, metadata.csv and README.md written to ${join(cwd, 'big-2')}`)
    expect(readdirSync(cwd).sort()).toEqual(['big', 'big-2', 'lines.txt', 'short.txt'])
  })

  it('downloads a dataset from this machine only with DATASET_URL_ALLOW_PRIVATE=true', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    const server = await startLocalServer({ '/data.csv': csv('text\nଓଡ଼ିଆ\n') })
    const args = ['--mode', 'huggingface', '--dataset-url', server.url('/data.csv'), '--out', 'hf', '--workers', '1']
    await expect(synth(cwd, args)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^The dataset URL's host 127\.0\.0\.1 is a loopback address; .* start the server \(or pnpm synth\) with DATASET_URL_ALLOW_PRIVATE=true\.\n$/,
      ),
    })
    const allowed = await synth(cwd, args, { DATASET_URL_ALLOW_PRIVATE: 'true' })
    expect(allowed.stdout).toContain(`1 images, metadata.csv and README.md written to ${join(cwd, 'hf')}`)
  })

  it('takes the render options of the API under the same names, and records them in metadata.csv', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    writeFileSync(join(cwd, 'lines.txt'), 'ଓଡ଼ିଆ ଭାଷା\n')
    const args = [
      '--mode',
      'comprehensive',
      '--input',
      'lines.txt',
      '--out',
      'grid',
      '--workers',
      '1',
      '--fonts',
      'Anek Odia',
      '--weights',
      '300,500',
    ]
    await synth(cwd, [...args, '--sizes', '32', '--sizes', '40', '--backgrounds', '#f0f0f0', '--image-height', '36'])
    const rows = parse<Record<string, string>>(readFileSync(join(cwd, 'grid/metadata.csv')), { columns: true })
    expect(rows.map((row) => [row.font, row.size, row.background, row.height])).toEqual([
      ['Anek Odia 300', '32', '#f0f0f0', '36'],
      ['Anek Odia 300', '40', '#f0f0f0', '36'],
      ['Anek Odia 500', '32', '#f0f0f0', '36'],
      ['Anek Odia 500', '40', '#f0f0f0', '36'],
    ])
    const help = await synth(cwd, ['--help'])
    for (const flag of [
      '--fonts',
      '--weights',
      '--sizes',
      '--backgrounds',
      '--variants',
      '--seed',
      '--image-height',
      '--dataset-style',
    ])
      expect(help.stdout).toContain(flag)
    // Every flag says what it takes.
    const undescribed = help.stdout.split('\n').filter((line) => /^\s+--[\w-]+\s*$/.test(line))
    expect(undescribed).toEqual([])
    await expect(synth(cwd, [...args, '--sizes', '500'])).rejects.toMatchObject({
      code: 1,
      stderr: '--sizes 500 must be <= 128.\n',
    })
    await expect(synth(cwd, [...args, '--variants', '3'])).rejects.toMatchObject({
      stderr: 'variants does not apply to comprehensive mode; it applies to ultra-realistic.\n',
    })
    await expect(
      synth(cwd, ['--mode', 'single', '--input', 'lines.txt', '--out', 'x', '--fonts', 'Comic Sans']),
    ).rejects.toMatchObject({
      stderr: 'Unknown font "Comic Sans": the fonts are Noto Sans Oriya, Baloo Bhaina 2, Anek Odia.\n',
    })
    expect(readdirSync(cwd).sort()).toEqual(['grid', 'lines.txt'])
  })

  it('explains a bad invocation and exits non-zero', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    await expect(synth(cwd, ['--mode', 'sideways', '--out', 'x'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--mode must be one of single, comprehensive/),
    })
    await expect(synth(cwd, ['--mode', 'single', '--out', 'x'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/--input lines.txt is required/),
    })
    await expect(synth(cwd, ['--mode', 'single', '--input', 'x', '--out', 'x', '--seed', 'abc'])).rejects.toMatchObject(
      { stderr: expect.stringMatching(/--seed must be a whole number/) },
    )
    await expect(synth(cwd, ['--mode', 'single', '--input', 'missing.txt', '--out', 'x'])).rejects.toMatchObject({
      stderr: `Cannot read --input ${join(cwd, 'missing.txt')}: no such file.\n`,
    })
  })
  it('page mode: --columns 2 --rotation writes pages, their PAGE XML and line crops; a bad --columns is refused', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'odia-cli-'))
    writeFileSync(
      join(cwd, 'lines.txt'),
      Array.from({ length: 30 }, (_, index) => `ଓଡ଼ିଆ ଭାଷା କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ ${index} `.repeat(3)).join('\n'),
    )
    const { stdout, stderr } = await synth(cwd, [
      '--mode',
      'page',
      '--input',
      'lines.txt',
      '--out',
      'pages',
      '--columns',
      '2',
      '--rotation',
      '--workers',
      '1',
    ])
    const pages = readdirSync(join(cwd, 'pages/pages'))
    expect(pages.slice(0, 2)).toEqual(['000001.png', '000001.xml'])
    expect(stderr).toContain(`] ${pages.length / 2}/${pages.length / 2} pages · `)
    const crops = readdirSync(join(cwd, 'pages/images')).length
    expect(stdout).toContain(
      `${pages.length / 2} pages with their PAGE XML, ${crops} line crops, metadata.csv and README.md written to ${join(cwd, 'pages')}`,
    )
    expect(readFileSync(join(cwd, 'pages/pages/000001.xml'), 'utf8')).toContain('ଶ୍ରୀ ଜଗନ୍ନାଥ 0')
    await expect(
      synth(cwd, ['--mode', 'page', '--input', 'lines.txt', '--out', 'x', '--columns', '3']),
    ).rejects.toMatchObject({ stderr: '--columns 3 must be <= 2.\n' })
    await expect(
      synth(cwd, ['--mode', 'single', '--input', 'lines.txt', '--out', 'x', '--rotation']),
    ).rejects.toMatchObject({
      stderr: 'rotation does not apply to single mode; it applies to page.\n',
    })
  })
})
