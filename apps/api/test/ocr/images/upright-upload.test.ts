import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../helpers/build-test-app'
import { makeImage } from '../../helpers/images'
import { upload } from '../../helpers/ocr'

const FORMATS = ['png', 'jpeg', 'webp', 'tiff'] as const
/** EXIF orientation 6: the camera was held upright, the sensor's pixels lie on their side (as phones store portraits). */
const SIDEWAYS = 6

/** A 40 × 24 image stored with `orientation`: a browser shows it 24 wide and 40 high. */
const sideways = async (format: (typeof FORMATS)[number], orientation = SIDEWAYS) =>
  sharp(await makeImage('png', 7))
    .toFormat(format)
    .withMetadata({ orientation })
    .toBuffer()

const pixels = (image: Sharp) => image.removeAlpha().raw().toBuffer({ resolveWithObject: true })

describe('an uploaded photo stored sideways', () => {
  it.each(FORMATS)(
    '%s: is kept upright, as a browser shows it, in its own format and with no orientation left',
    async (format) => {
      const { app, dataDir } = await buildTestApp()
      const bytes = await sideways(format)
      expect((await upload(app, [{ filename: `photo.${format}`, bytes }])).json()).toEqual({
        images: [`photo.${format}`],
        rejected: [],
      })

      const stored = readFileSync(join(dataDir, 'uploaded_images', `photo.${format}`))
      const metadata = await sharp(stored).metadata()
      expect(metadata).toMatchObject({ format: format === 'jpeg' ? 'jpeg' : format, width: 24, height: 40 })
      expect(metadata.orientation ?? 1).toBe(1)
      expect(app.ocr.images.find(`photo.${format}`)).toMatchObject({
        mime_type: `image/${format}`,
        width: 24,
        height: 40,
        byte_size: stored.length,
        sha256: createHash('sha256').update(stored).digest('hex'),
      })
      // The same pixels a browser draws (sharp's rotate() follows the orientation as browsers do): exact where the format
      // is lossless, within JPEG's rounding otherwise.
      const shown = await pixels(sharp(bytes).rotate())
      const kept = await pixels(sharp(stored))
      expect(kept.info).toMatchObject({ width: shown.info.width, height: shown.info.height })
      const difference =
        kept.data.reduce((sum, value, index) => sum + Math.abs(value - shown.data[index]!), 0) / kept.data.length
      expect(difference).toBeLessThan(format === 'jpeg' ? 3 : 0.001)
    },
  )

  it('takes line boxes in the upright image, and the same photo uploaded again is the same image', async () => {
    const { app } = await buildTestApp()
    const bytes = await sideways('jpeg')
    await upload(app, [{ filename: 'photo.jpg', bytes }])
    expect((await upload(app, [{ filename: 'photo.jpg', bytes }])).json().images).toEqual(['photo.jpg'])
    expect(app.ocr.images.names()).toEqual(['photo.jpg'])
    // A box low on the upright page: past the height of the pixels as the camera stored them (24).
    const lines = await app.inject({
      method: 'PUT',
      url: '/api/ocr/lines',
      payload: { image_filename: 'photo.jpg', lines: [{ box: [0, 30, 24, 10], validated_text: 'ଧାଡ଼ି' }] },
    })
    expect(lines.statusCode).toBe(200)
  })

  it('an upright photo, or one with orientation 1, is kept byte for byte', async () => {
    const { app, dataDir } = await buildTestApp()
    const upright = await sideways('jpeg', 1)
    await upload(app, [{ filename: 'upright.jpg', bytes: upright }])
    expect(readFileSync(join(dataDir, 'uploaded_images', 'upright.jpg'))).toEqual(upright)
  })
})
