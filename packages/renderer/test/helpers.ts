import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { loadStyleSet, type RenderTask, type StyleSet } from '../src/index'

let set: StyleSet | undefined
/** The bundled catalog with coverage, loaded once per test file. */
export const styleSet = (): StyleSet => (set ??= loadStyleSet())

/** Decodes an encoded image into gray levels (the red channel), row by row. */
export async function decodeGray(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; gray: (x: number, y: number) => number }> {
  const image = await loadImage(Buffer.from(bytes))
  const canvas = createCanvas(image.width, image.height)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0)
  const { data } = ctx.getImageData(0, 0, image.width, image.height)
  return { width: image.width, height: image.height, gray: (x, y) => data[(y * image.width + x) * 4]! }
}

const run = promisify(execFile)
const packageDir = fileURLToPath(new URL('..', import.meta.url))

/** Each task's image as a process of its own draws it on its only thread (test/fixtures/render-lines.ts). */
export async function renderInFreshProcess(tasks: RenderTask[]): Promise<Buffer[]> {
  const child = run(process.execPath, ['--import', 'tsx', 'test/fixtures/render-lines.ts'], {
    cwd: packageDir,
    maxBuffer: 64 * 2 ** 20,
  })
  child.child.stdin!.end(JSON.stringify(tasks))
  return (JSON.parse((await child).stdout) as string[]).map((image) => Buffer.from(image, 'base64'))
}
