import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ModelStore } from '../../src/models/model-store'
import { shippedOri } from '../../src/training/starting-point'
import { modelInfo, writeBaseFolder, writeModelFolder } from '../helpers/models'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function store(withBase = false) {
  const root = mkdtempSync(join(tmpdir(), 'odia-models-'))
  roots.push(root)
  const modelsDir = join(root, 'models')
  mkdirSync(modelsDir)
  const baseDir = withBase ? writeBaseFolder(join(root, 'shipped')) : join(root, 'shipped', 'odia-base')
  return { modelsDir, store: new ModelStore({ modelsDir, baseDir }) }
}

describe('model store', () => {
  it('lists ori alone on a fresh data folder, and the base once its folder is there', async () => {
    expect((await store().store.list()).map((model) => [model.id, model.kind])).toEqual([['ori', 'builtin']])
    expect((await store(true).store.list()).map((model) => [model.id, model.kind])).toEqual([
      ['ori', 'builtin'],
      ['odia-base', 'builtin'],
    ])
  })

  it('lists complete model folders with their facts, and leaves out partial, hidden and invalid ones', async () => {
    const { modelsDir, store: models } = store()
    writeModelFolder(modelsDir, modelInfo('book', { project_id: 2 }), shippedOri(), shippedOri())
    writeModelFolder(modelsDir, modelInfo('older', { created_at: '2025-06-01T00:00:00.000Z' }))
    // Being written: no model.json yet, or a dot-folder.
    mkdirSync(join(modelsDir, 'half', 'fast'), { recursive: true })
    writeModelFolder(modelsDir, modelInfo('hidden'))
    writeModelFolder(join(modelsDir, '.partial-next'), modelInfo('next'))
    // model.json that breaks the contract, names another id, or a folder without its fast file.
    writeFileSync(join(writeModelFolder(modelsDir, modelInfo('broken')), 'model.json'), '{"id":"broken"}')
    const elsewhere = writeModelFolder(modelsDir, modelInfo('elsewhere'))
    writeFileSync(join(elsewhere, 'model.json'), JSON.stringify(modelInfo('other')))
    rmSync(join(writeModelFolder(modelsDir, modelInfo('nofast')), 'fast'), { recursive: true })
    rmSync(join(modelsDir, 'hidden'), { recursive: true })
    writeModelFolder(join(modelsDir, '.hidden-dir'), modelInfo('x'))

    const listed = await models.list()
    expect(listed.map((model) => model.id)).toEqual(['ori', 'older', 'book'])
    expect(listed[2]).toEqual({ ...modelInfo('book', { project_id: 2 }), trainable: true })
    expect(listed[1]!.trainable).toBe(false)
  })

  it('gives the integer model of each: ori and the shipped base unzipped, a trained one as written', async () => {
    const { modelsDir, store: models } = store(true)
    writeModelFolder(modelsDir, modelInfo('book'), Buffer.from('stand-in bytes'))
    const ori = shippedOri()
    expect(Buffer.from(await models.fastBytes('ori')).equals(ori)).toBe(true)
    expect(Buffer.from(await models.fastBytes('odia-base')).equals(ori)).toBe(true)
    expect(Buffer.from(await models.fastBytes('book')).toString()).toBe('stand-in bytes')
    expect(await models.source('book')).toMatchObject({
      id: 'book',
      langPath: join(modelsDir, 'book', 'fast'),
      code: 'book',
      gzip: false,
    })
    expect(await models.source('odia-base')).toMatchObject({ code: 'odia-base', gzip: true })
  })

  it('refuses ids that are unknown or could climb out of the folder, with a 404', async () => {
    const { modelsDir, store: models } = store()
    writeModelFolder(join(modelsDir, '.partial-next'), modelInfo('next'))
    for (const id of ['nope', '..', '../models', '.partial-next', 'a/b', 'odia-base', ''])
      await expect(models.find(id)).rejects.toMatchObject({ statusCode: 404, code: 'MODEL_NOT_FOUND' })
  })

  it('deletes a trained model whole and refuses the built-ins with a 409', async () => {
    const { modelsDir, store: models } = store(true)
    const folder = writeModelFolder(modelsDir, modelInfo('book'))
    expect(await models.remove('book')).toMatchObject({ id: 'book' })
    expect(() => readFileSync(join(folder, 'model.json'))).toThrow()
    expect((await models.list()).map((model) => model.id)).toEqual(['ori', 'odia-base'])
    for (const id of ['ori', 'odia-base'])
      await expect(models.remove(id)).rejects.toMatchObject({ statusCode: 409, code: 'MODEL_IS_BUILTIN' })
    await expect(models.remove('book')).rejects.toMatchObject({ statusCode: 404 })
  })

  it('finishes at start-up a delete that a killed server cut short', async () => {
    const { modelsDir, store: models } = store()
    writeModelFolder(join(modelsDir, '.deleting-book-1'), modelInfo('book'))
    writeModelFolder(modelsDir, modelInfo('kept'))
    await models.removeLeftovers()
    expect(readdirSync(modelsDir)).toEqual(['kept'])
  })
})
