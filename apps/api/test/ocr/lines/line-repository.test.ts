import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../src/db/open-database'
import { AnnotationRepository } from '../../../src/ocr/storage/annotation-repository'
import { ImageRepository } from '../../../src/ocr/storage/image-repository'
import { LineRepository } from '../../../src/ocr/lines/line-repository'

const opened: Db[] = []
afterEach(() => opened.splice(0).forEach((db) => db.close()))

function storeWithPage() {
  const dataDir = mkdtempSync(join(tmpdir(), 'odia-lines-test-'))
  const db = openDatabase(dataDir)
  opened.push(db)
  new ImageRepository(db).insert({
    file_name: 'page.png',
    original_name: 'page.png',
    sha256: 'x',
    mime_type: 'image/png',
    byte_size: 1,
    width: 1000,
    height: 1400,
  })
  const annotations = new AnnotationRepository(db)
  return { dataDir, db, annotations, lines: new LineRepository(db, annotations) }
}

const tesseract = { engine: 'tesseract', model: 'tesseract-ori-4.0.0' }

describe('LineRepository', () => {
  it('stores lines in reading order with their boxes, texts, status and engine, and lists them back', () => {
    const { lines } = storeWithPage()
    const stored = lines.replace('page.png', [
      { box: [40, 100, 900, 60], extracted_text: 'ଓଡ଼ିଆ', validated_text: '', by: tesseract },
      { box: [40, 180, 880, 62], extracted_text: 'ଭାଷା', validated_text: 'ଭାଷା ।', by: tesseract },
      { box: [40, 260, 300, 58], extracted_text: '', validated_text: '' },
    ])
    expect(stored.map(({ index, box, status }) => ({ index, box, status }))).toEqual([
      { index: 0, box: [40, 100, 900, 60], status: 'extracted' },
      { index: 1, box: [40, 180, 880, 62], status: 'validated' },
      { index: 2, box: [40, 260, 300, 58], status: 'new' },
    ])
    expect(stored[0]).toMatchObject({ engine: 'tesseract', model: 'tesseract-ori-4.0.0' })
    expect(stored[2]!.engine).toBeUndefined()
    expect(lines.list('page.png')).toEqual(stored)
  })

  it('replaces every line of the image at once, and keeps them across a reopen', () => {
    const { dataDir, db, lines } = storeWithPage()
    lines.replace(
      'page.png',
      [1, 2, 3].map((n) => ({
        box: [0, n * 100, 500, 50] as [number, number, number, number],
        extracted_text: `${n}`,
        validated_text: '',
      })),
    )
    lines.replace('page.png', [{ box: [10, 10, 20, 20], extracted_text: '', validated_text: 'ଏକ' }])
    db.close()
    opened.pop()
    const reopened = openDatabase(dataDir)
    opened.push(reopened)
    const again = new LineRepository(reopened, new AnnotationRepository(reopened)).list('page.png')
    expect(again.map((line) => [line.index, line.box, line.validated_text])).toEqual([[0, [10, 10, 20, 20], 'ଏକ']])
  })

  it("writes the image's texts as its lines' texts joined by line breaks, the validated one once every line is", () => {
    const { lines, annotations } = storeWithPage()
    const page = [
      { box: [0, 0, 10, 10] as const, extracted_text: 'କ', validated_text: 'କା' },
      { box: [0, 20, 10, 10] as const, extracted_text: '', validated_text: '' },
      { box: [0, 40, 10, 10] as const, extracted_text: 'ଖ', validated_text: 'ଖି' },
    ].map((line) => ({ ...line, box: [...line.box] as [number, number, number, number] }))
    lines.replace('page.png', page)
    expect(annotations.get('page.png')).toMatchObject({
      extracted_text: 'କ\nଖ',
      validated_text: '',
      status: 'extracted',
    })
    lines.replace(
      'page.png',
      page.map((line, index) => (index === 1 ? { ...line, validated_text: 'ଗ' } : line)),
    )
    expect(annotations.get('page.png')).toMatchObject({
      extracted_text: 'କ\nଖ',
      validated_text: 'କା\nଗ\nଖି',
      status: 'validated',
    })
  })

  it("keeps a page's own validated text while none of its lines is validated", () => {
    const { lines, annotations } = storeWithPage()
    annotations.savePersonTexts([{ name: 'page.png', extracted: '', validated: 'ଆଗରୁ ଲେଖା' }])
    lines.replace('page.png', [{ box: [0, 0, 10, 10], extracted_text: 'ନୂଆ', validated_text: '' }])
    expect(annotations.get('page.png')).toMatchObject({ extracted_text: 'ନୂଆ', validated_text: 'ଆଗରୁ ଲେଖା' })
  })

  it("stores the lines an engine found with their texts as the image's extraction, keeping its validated text", () => {
    const { lines, annotations } = storeWithPage()
    annotations.savePersonTexts([{ name: 'page.png', validated: 'ଆଗରୁ ଲେଖା', by: 'Asha' }])
    const found = { ...tesseract, model_version: 'v4' }
    const stored = lines.replaceFound(
      'page.png',
      [
        { box: [0, 0, 10, 10], extracted_text: 'କ', validated_text: '', by: found },
        { box: [0, 20, 10, 10], extracted_text: 'ଖ', validated_text: '', by: found },
      ],
      found,
    )
    expect(stored.map((line) => [line.extracted_text, line.engine, line.model])).toEqual([
      ['କ', 'tesseract', 'tesseract-ori-4.0.0'],
      ['ଖ', 'tesseract', 'tesseract-ori-4.0.0'],
    ])
    expect(annotations.get('page.png')).toMatchObject({
      extracted_text: 'କ\nଖ',
      validated_text: 'ଆଗରୁ ଲେଖା',
      validated_by: 'Asha',
      status: 'validated',
      engine: 'tesseract',
      model: 'tesseract-ori-4.0.0',
      model_version: 'v4',
    })
    lines.replaceFound('page.png', [{ box: [0, 0, 10, 10], extracted_text: '', validated_text: '' }], found)
    expect(annotations.get('page.png')).toMatchObject({ extracted_text: 'କ\nଖ' })
  })

  it("writes new readings in place only into lines still as they were read, and joins them as the image's text", () => {
    const { lines, annotations } = storeWithPage()
    const stored = lines.replace('page.png', [
      { box: [0, 0, 500, 50], extracted_text: 'କ', validated_text: '', by: tesseract },
      { box: [0, 100, 500, 50], extracted_text: 'ଖ', validated_text: '', by: tesseract },
      { box: [0, 200, 500, 50], extracted_text: 'ଗ', validated_text: '', by: tesseract },
    ])
    // Meanwhile a person validates the second line and moves the third.
    const saved = lines.replace('page.png', [
      { ...stored[0]!, by: tesseract },
      { ...stored[1]!, validated_text: 'ଖା', by: tesseract },
      { ...stored[2]!, box: [0, 210, 500, 50], by: tesseract },
    ])
    const swapped = { engine: 'tesseract', model: 'swapped', model_version: 'swapped@1' }
    const readings = stored.map((line) => ({ line, text: `${line.extracted_text}ି` }))
    expect(lines.writeReadings('page.png', readings, swapped)).toEqual({ written: 1, text: 'କି\nଖ\nଗ' })
    const after = lines.list('page.png')
    expect(after[0]).toMatchObject({ extracted_text: 'କି', status: 'extracted', engine: 'tesseract', model: 'swapped' })
    expect(after.slice(1)).toEqual(saved.slice(1))
    expect(annotations.get('page.png')).toMatchObject({ extracted_text: 'କି\nଖ\nଗ', model: 'swapped' })
  })

  it('stores nothing for an image it does not know', () => {
    const { lines } = storeWithPage()
    expect(lines.replace('other.png', [{ box: [0, 0, 1, 1], extracted_text: 'x', validated_text: '' }])).toEqual([])
  })
})
