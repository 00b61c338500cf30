import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build-test-app'
import { makeImage } from '../helpers/images'
import { createProject, upload } from '../helpers/ocr'

describe('upload names on a folder that may ignore letter case (macOS, Windows)', () => {
  it('keeps SCAN.PNG beside scan.png under a new name, never over its bytes', async () => {
    const { app, dataDir } = await buildTestApp()
    const lower = await makeImage('png', 1)
    const upper = await makeImage('png', 2)
    expect((await upload(app, [{ filename: 'scan.png', bytes: lower }])).json().images).toEqual(['scan.png'])
    expect((await upload(app, [{ filename: 'SCAN.PNG', bytes: upper }])).json().images).toEqual(['SCAN-2.PNG'])
    expect((await upload(app, [{ filename: 'Scan-2.png', bytes: await makeImage('png', 3) }])).json().images).toEqual([
      'Scan-2-2.png',
    ])
    // The same bytes under a case variant of their name are the image already stored.
    expect((await upload(app, [{ filename: 'Scan.Png', bytes: lower }])).json().images).toEqual(['scan.png'])
    expect(readFileSync(join(dataDir, 'uploaded_images', 'scan.png'))).toEqual(lower)
    expect(readFileSync(join(dataDir, 'uploaded_images', 'SCAN-2.PNG'))).toEqual(upper)
    expect(app.ocr.images.names()).toEqual(['scan.png', 'SCAN-2.PNG', 'Scan-2-2.png'])
  })

  it('folds letter case beyond ASCII, and per project', async () => {
    const { app } = await buildTestApp()
    const book = await createProject(app, 'Book')
    await upload(app, [{ filename: 'ΟΔΟΣ.png', bytes: await makeImage('png', 1) }])
    expect((await upload(app, [{ filename: 'οδοσ.png', bytes: await makeImage('png', 2) }])).json().images).toEqual([
      'οδοσ-2.png',
    ])
    expect(
      (
        await upload(app, [
          { filename: 'ÉTÉ.png', bytes: await makeImage('png', 3) },
          { filename: 'été.png', bytes: await makeImage('png', 4) },
        ])
      ).json().images,
    ).toEqual(['ÉTÉ.png', 'été-2.png'])
    expect(
      (await upload(app, [{ filename: 'ΟΔΟΣ.PNG', bytes: await makeImage('png', 5) }], book)).json().images,
    ).toEqual(['ΟΔΟΣ.PNG'])
  })

  it('never replaces a file it finds on disk under the name, even one put there behind the server’s back', async () => {
    const { app, dataDir } = await buildTestApp()
    const folder = join(dataDir, 'uploaded_images')
    writeFileSync(join(folder, 'scan.png'), 'put here by hand')
    const response = await upload(app, [{ filename: 'scan.png', bytes: await makeImage('png', 1) }])
    expect(response.json().images).toEqual(['scan-2.png'])
    expect(readFileSync(join(folder, 'scan.png'), 'utf8')).toBe('put here by hand')
    expect(readdirSync(folder).sort()).toEqual(['scan-2.png', 'scan.png'])
    expect((await app.inject({ method: 'GET', url: '/images/scan.png' })).statusCode).toBe(404)
  })

  it('refuses Windows device names and names ending in a dot with a 400 naming the file, and keeps the rest', async () => {
    const { app, dataDir } = await buildTestApp()
    const refused = ['CON.png', 'nul', 'Com1.txt', 'LPT9', 'aux.tar.gz', 'Prn.png', 'conout$', 'com¹.png', 'scan.']
    const files = await Promise.all(
      [...refused, 'CONSOLE.png', 'scan.png'].map(async (filename, index) => ({
        filename,
        bytes: await makeImage('png', index + 1),
      })),
    )
    const response = await upload(app, files)
    expect(response.statusCode).toBe(200)
    expect(response.json().images).toEqual(['CONSOLE.png', 'scan.png'])
    expect(response.json().rejected).toEqual(
      refused.map((name) => ({
        file_name: name,
        message: `${name} is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM0–9, LPT0–9) or cannot end a name with (a dot or a space): rename the file and upload it again.`,
      })),
    )
    expect(readdirSync(join(dataDir, 'uploaded_images')).sort()).toEqual(['CONSOLE.png', 'scan.png'])

    const alone = await upload(app, [{ filename: 'NUL.png', bytes: await makeImage('png', 20) }])
    expect(alone.json()).toMatchObject({
      statusCode: 400,
      code: 'UPLOAD_REJECTED',
      message: expect.stringContaining('NUL.png is a name Windows keeps'),
    })
  })
})
