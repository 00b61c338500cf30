import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { outputArchivePath } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { renderLinePage } from '../../src/eval/line-page'
import { buildTestApp } from '../helpers/build-test-app'
import { upload } from '../helpers/ocr'
import { expectServerAnswers, readReply } from '../helpers/streamed-reply'

const postJson = (body: object): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('a streamed answer that fails on its way out', () => {
  it('(line export) whose page image is gone from the disk breaks off visibly, and the server goes on', async () => {
    const { app } = await buildTestApp()
    for (const [name, seed] of [
      ['a.png', 1],
      ['b.png', 2],
    ] as const) {
      const page = await renderLinePage({ lines: 1, size: { width: 900, height: 200 }, seed })
      await upload(app, [{ filename: name, bytes: page.png }])
      const lines = page.lines.map((line) => ({ box: line.box, validated_text: line.text }))
      expect(
        (await app.inject({ method: 'PUT', url: '/api/ocr/lines', payload: { image_filename: name, lines } }))
          .statusCode,
      ).toBe(200)
    }
    rmSync(app.ocr.files.find('b.png').path)
    // a.png's entries are on their way when b.png's image cannot be read: the download breaks off there.
    expect(await readReply(app, '/api/ocr/export/lines', postJson({ format: 'page-xml' }))).toMatchObject({
      status: 200,
      brokenOff: true,
    })
    await expectServerAnswers(app)
  })

  it('(synthetic archive) with a file that vanishes while it downloads breaks off visibly, and the server goes on', async () => {
    const { app } = await buildTestApp()
    const folder = join(app.synthetic.outputRoot, 'vanishing')
    mkdirSync(folder, { recursive: true })
    // Two large files first: while the client holds the download back, the archive cannot reach the third one.
    const large = Buffer.alloc(32 * 1024 * 1024)
    writeFileSync(join(folder, 'a.bin'), large)
    writeFileSync(join(folder, 'b.bin'), large)
    writeFileSync(join(folder, 'c.txt'), 'gone before its turn')
    const ending = await readReply(app, `/${outputArchivePath('vanishing')}`, {}, () => rmSync(join(folder, 'c.txt')))
    expect(ending).toMatchObject({ status: 200, brokenOff: true })
    await expectServerAnswers(app)
  })
})
