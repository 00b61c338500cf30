import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { makeImage } from '../helpers/images'
import { createProject, upload } from '../helpers/ocr'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

const start = (dataDir: string) =>
  buildApp({ ...loadConfig({}), logLevel: 'silent', renderWorkers: 1, dataDir, webDir: join(dataDir, 'no-web') })

describe('folders of deleted projects', () => {
  it('left by a server killed mid-delete are removed at start with the cached copies only they used', async () => {
    const root = mkdtempSync(join(tmpdir(), 'odia-deleted-folders-'))
    roots.push(root)
    const dataDir = join(root, 'data')
    const kept = await makeImage('png', 1)
    const first = await start(dataDir)
    const book = await createProject(first, 'Book')
    await upload(first, [{ filename: 'kept.png', bytes: kept }], book)
    await first.close()

    // What a kill between a delete's commit and its file removal leaves: the folder of a project with no row (here
    // the next id the server hands out, and an older one), its images' thumbnails and crops, a part file.
    const orphan = await makeImage('png', 2)
    const thumbnails = join(dataDir, 'cache', 'thumbnails')
    for (const id of [book + 1, book + 7]) {
      const uploads = join(dataDir, 'projects', String(id), 'uploaded_images')
      mkdirSync(uploads, { recursive: true })
      writeFileSync(join(uploads, 'orphan.png'), orphan)
      writeFileSync(join(uploads, 'kept-too.png'), kept)
      writeFileSync(join(uploads, '.upload-1.part'), 'half')
    }
    writeFileSync(join(thumbnails, `${sha256(orphan)}.webp`), 'thumbnail')
    mkdirSync(join(dataDir, 'cache', 'line-crops', sha256(orphan)), { recursive: true })
    mkdirSync(join(dataDir, 'projects', 'notes'))

    const second = await start(dataDir)
    try {
      expect(readdirSync(join(dataDir, 'projects')).sort()).toEqual([String(book), 'notes'])
      // The copies of bytes a live image still has stay.
      expect(readdirSync(thumbnails)).toEqual([`${sha256(kept)}.webp`])
      expect(existsSync(join(dataDir, 'cache', 'line-crops', sha256(orphan)))).toBe(false)
      expect(readdirSync(join(dataDir, 'projects', String(book), 'uploaded_images'))).toEqual(['kept.png'])
      const next = await createProject(second, 'Next book')
      const mine = await makeImage('png', 3)
      expect((await upload(second, [{ filename: 'orphan.png', bytes: mine }], next)).json().images).toEqual([
        'orphan.png',
      ])
      expect(readdirSync(join(dataDir, 'projects', String(next), 'uploaded_images'))).toEqual(['orphan.png'])
      expect(readFileSync(join(dataDir, 'projects', String(next), 'uploaded_images', 'orphan.png'))).toEqual(mine)
    } finally {
      await second.close()
    }
  })
})
