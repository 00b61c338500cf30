import { MessageChannel } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { encodeGrayPng } from '../src/gray-png'
import { decodeGray } from './helpers'

describe('encodeGrayPng', () => {
  it('writes an 8-bit grayscale PNG that decodes to the same gray levels', async () => {
    const width = 5
    const height = 3
    const rgba = new Uint8Array(width * height * 4)
    for (let index = 0; index < width * height; index++) rgba.fill((index * 17) % 256, index * 4, index * 4 + 3).fill(255, index * 4 + 3, index * 4 + 4)
    const png = encodeGrayPng(rgba, width, height)
    expect(png[25]).toBe(0) // colour type: grayscale
    const decoded = await decodeGray(png)
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) expect(decoded.gray(x, y)).toBe(((y * width + x) * 17) % 256)
  })

  it('owns its memory, so even a tiny image can be transferred from a worker (Node 21+ refuses pooled buffers)', async () => {
    const png = encodeGrayPng(new Uint8Array(4 * 4).fill(255), 2, 2)
    expect(png.byteLength).toBeLessThan(4096) // small enough that Buffer.concat would have used the shared pool
    expect(png.buffer.byteLength).toBe(png.byteLength)
    const { port1, port2 } = new MessageChannel()
    const received = new Promise<Uint8Array>((resolve) => port2.once('message', resolve))
    const copy = Uint8Array.from(png)
    port1.postMessage(png, [png.buffer as ArrayBuffer])
    expect(new Uint8Array(await received)).toEqual(copy)
    port1.close()
  })
})
