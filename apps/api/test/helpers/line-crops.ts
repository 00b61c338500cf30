import { join } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import type { App } from '../../src/app'
import { lineCropRect } from '../../src/ocr/lines/crops/line-crop'
import { grayPagePng } from '../datasets/pages'
import { buildTestApp } from './build-test-app'
import { upload } from './ocr'

export const PAGE = { width: 300, height: 200 }

/** The file name of a box's prepared crop on the test page. */
export function cropFileName(box: LineBox): string {
  const { left, top, width, height } = lineCropRect(box, PAGE.width, PAGE.height)
  return `${left}-${top}-${width}-${height}.png`
}

/** Replaces page.png's lines with validated lines of these boxes. */
export const putLines = (app: App, boxes: LineBox[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/ocr/lines',
    payload: { image_filename: 'page.png', lines: boxes.map((box) => ({ box, validated_text: 'ଧାଡ଼ି' })) },
  })

/** A server with page.png uploaded, a gray test page (pixels `grayAt`), and the folder of its prepared crops. */
export async function serverWithGrayPage() {
  const test = await buildTestApp()
  await upload(test.app, [{ filename: 'page.png', bytes: await grayPagePng(PAGE.width, PAGE.height) }])
  const image = test.app.ocr.files.find('page.png')
  return { ...test, image, crops: join(test.dataDir, 'cache', 'line-crops', image.sha256) }
}
