import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { metadataHeader } from '../../src/synthetic/metadata-csv'
import { FOREIGN_JOB_QUIET_MS } from '../../src/synthetic/recover-interrupted-jobs'
import { stagingFolder, THIS_HOST } from '../../src/synthetic/staging-folder'

const row = (index: number) => `images/00000${index}.png,ଓଡ଼ିଆ ${index},single,Noto Sans Oriya 400,48,#ffffff,\n`

/**
 * A staging folder as a kill leaves it: whole rows, images, and what was being written when it stopped. Named with
 * this machine and this process's pid, which a server starting in it takes for an earlier process's, unless `pid` or
 * `host` say otherwise.
 */
function interruptedJob(
  output: string,
  folder: string,
  rows: number,
  images: number,
  metadataTail = '',
  pid = process.pid,
  host = THIS_HOST,
) {
  const staging = stagingFolder(output, folder, pid, host)
  mkdirSync(join(staging, 'images'), { recursive: true })
  const metadata = metadataHeader() + Array.from({ length: rows }, (_, index) => row(index + 1)).join('') + metadataTail
  writeFileSync(join(staging, 'metadata.csv'), metadata)
  for (let index = 1; index <= images; index++)
    writeFileSync(join(staging, 'images', `00000${index}.png`), `image ${index}`)
  return staging
}

describe('synthetic plugin', () => {
  it('publishes the rows and images that interrupted jobs had written, removes the rest, and touches nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'odia-synthetic-plugin-'))
    const output = join(root, 'data', 'output')
    // Two whole rows; a third image and half its row were being written.
    interruptedJob(output, 'lines', 2, 3, 'images/000003.png,ଓଡ଼ି')
    mkdirSync(join(output, 'lines'))
    // Stopped before its first batch was listed: nothing to keep, and its reserved folder goes too.
    interruptedJob(output, 'early', 0, 1)
    mkdirSync(join(output, 'early'))
    // Its reserved folder was filled meanwhile: published beside it.
    interruptedJob(output, 'taken', 1, 1)
    mkdirSync(join(output, 'taken'))
    writeFileSync(join(output, 'taken', 'notes.txt'), 'mine')
    mkdirSync(join(output, 'finished'))
    writeFileSync(join(output, '.partial-notes'), 'not a staging folder')
    // Being written by a process that still runs (another server on the same DATA_DIR): left alone.
    const running = interruptedJob(output, 'running', 1, 2, '', process.ppid)
    mkdirSync(join(output, 'running'))
    // Written on another machine (a container sharing the DATA_DIR), whose processes cannot be asked: left alone
    // while it adds images, though no process here has its pid; published once it has added none for a while, though
    // its pid (1) runs here.
    const otherHost = THIS_HOST === '00000000' ? '11111111' : '00000000'
    const elsewhere = interruptedJob(output, 'elsewhere', 1, 1, '', 999_999_999, otherHost)
    mkdirSync(join(output, 'elsewhere'))
    interruptedJob(output, 'abandoned', 1, 1, '', 1, otherHost)
    mkdirSync(join(output, 'abandoned'))
    const quiet = (Date.now() - FOREIGN_JOB_QUIET_MS - 60_000) / 1000
    utimesSync(join(stagingFolder(output, 'abandoned', 1, otherHost), 'images'), quiet, quiet)
    // Named before names had a machine: this one's.
    mkdirSync(join(output, '.legacy.999999999.partial', 'images'), { recursive: true })
    writeFileSync(join(output, '.legacy.999999999.partial', 'metadata.csv'), metadataHeader() + row(1))
    writeFileSync(join(output, '.legacy.999999999.partial', 'images', '000001.png'), 'image 1')
    mkdirSync(join(output, 'legacy'))

    const app = await buildApp({
      ...loadConfig({}),
      dataDir: join(root, 'data'),
      webDir: join(root, 'web'),
      logLevel: 'silent',
      renderWorkers: 1,
    })
    await app.close()

    expect(readdirSync(output).sort()).toEqual(
      [
        '.partial-notes',
        basename(running),
        basename(elsewhere),
        'abandoned',
        'elsewhere',
        'finished',
        'legacy',
        'lines',
        'running',
        'taken',
        'taken-2',
      ].sort(),
    )
    expect(readdirSync(join(running, 'images'))).toHaveLength(2)
    expect(readdirSync(join(elsewhere, 'images'))).toHaveLength(1)
    expect(readFileSync(join(output, 'abandoned', 'metadata.csv'), 'utf8')).toBe(metadataHeader() + row(1))
    expect(readdirSync(join(output, 'legacy', 'images'))).toEqual(['000001.png'])
    expect(readdirSync(join(output, 'running'))).toEqual([])
    expect(readFileSync(join(output, 'lines', 'metadata.csv'), 'utf8')).toBe(metadataHeader() + row(1) + row(2))
    expect(readdirSync(join(output, 'lines', 'images'))).toEqual(['000001.png', '000002.png'])
    expect(readdirSync(join(output, 'taken'))).toEqual(['notes.txt'])
    expect(readFileSync(join(output, 'taken-2', 'metadata.csv'), 'utf8')).toBe(metadataHeader() + row(1))
    rmSync(root, { recursive: true, force: true })
  })
})
