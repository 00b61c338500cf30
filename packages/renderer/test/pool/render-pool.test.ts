import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultChoices, LineRenderer, planText, RenderPool, resolveChoices, type RenderTask } from '../../src/index'
import { loadedCanvasLibrary } from '../../src/pool/private-canvas-library'
import { styleSet } from '../helpers'

describe('RenderPool', () => {
  it('renders batches on worker threads, in task order, to the same bytes as in this thread', async () => {
    const styles = styleSet().styles
    const tasks: RenderTask[] = ['ଓଡ଼ିଆ', 'କ୍ଷେତ୍ର', 'ଶ୍ରୀ ଜଗନ୍ନାଥ', 'ସ୍ୱାସ୍ଥ୍ୟ'].map((text) => ({
      text,
      variant: { style: 'Anek Odia 500', size: 36, background: '#eeeeee' },
    }))
    const pool = new RenderPool(styles, 2)
    try {
      const [first, second] = await Promise.all([pool.render(tasks.slice(0, 2)), pool.render(tasks.slice(2))])
      const local = new LineRenderer(styles)
      expect([...first, ...second].map((image) => Buffer.from(image.data).toString('base64'))).toEqual(
        tasks.map((task) => Buffer.from(local.render(task).data).toString('base64')),
      )
      await expect(
        pool.render([{ text: 'କ', variant: { style: 'No Such Font 400', size: 12, background: '#ffffff' } }]),
      ).rejects.toThrow(/Unknown font style/)
    } finally {
      await pool.close()
    }
    await expect(pool.render(tasks)).rejects.toThrow(/closed/)
  })

  it("gives the first worker the main thread's canvas library and each other its own copy, deleted from disk once loaded", async () => {
    const pool = new RenderPool(styleSet().styles, 3)
    try {
      const [first, ...others] = await pool.ready
      expect(first).toBe(loadedCanvasLibrary())
      expect(new Set([...others, first]).size).toBe(3)
      for (const library of others) {
        expect(library).toMatch(/\.node$/)
        expect(existsSync(library!)).toBe(false)
      }
      const [image] = await pool.render([
        { text: 'ଓଡ଼ିଆ', variant: { style: 'Baloo Bhaina 2 700', size: 30, background: '#ffffff' } },
      ])
      expect(image!.ext).toBe('png')
    } finally {
      await pool.close()
    }
  })
})

describe('RenderPool.renderInOrder', () => {
  const texts = Array.from({ length: 23 }, (_, index) => `ଓଡ଼ିଆ ${index}`)
  const tasks: RenderTask[] = texts.map((text) => ({
    text,
    variant: { style: 'Noto Sans Oriya 400', size: 20, background: '#ffffff' },
  }))

  it('yields every batch in task order, smaller ones at the end, and stops sending when the reader stops', async () => {
    const styles = styleSet().styles
    const pool = new RenderPool(styles, 2)
    const sent = () => (pool as unknown as { nextBatch: number }).nextBatch
    try {
      const batches: number[] = []
      const images = []
      for await (const batch of pool.renderInOrder(tasks, { batchSize: 2 })) {
        batches.push(batch.length)
        images.push(...batch)
      }
      // Four batches in flight: once fewer than 4 × 2 tasks are left, batches shrink to share them out.
      expect(batches).toEqual([...Array.from({ length: 10 }, () => 2), 1, 1, 1])
      const local = new LineRenderer(styles)
      expect(images.map((image) => Buffer.from(image.data).toString('base64'))).toEqual(
        tasks.map((task) => Buffer.from(local.render(task).data).toString('base64')),
      )

      const before = sent()
      for await (const batch of pool.renderInOrder(tasks, { batchSize: 2 })) {
        expect(batch).toHaveLength(2)
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
      // At most four batches per worker are sent ahead of the reader, and none once it has stopped: never all thirteen.
      expect(sent() - before).toBeLessThanOrEqual(8)
    } finally {
      await pool.close()
    }
  })

  it('has the workers write each image to its path plus its extension, and hands back no bytes', async () => {
    const styles = styleSet().styles
    const degraded = planText(
      'ultra-realistic',
      texts[0]!,
      0,
      defaultChoices('ultra-realistic', styleSet().styles, 3),
      styleSet(),
    ).variants.map((variant) => ({ text: texts[0]!, variant }))
    const mixed = [...tasks.slice(0, 5), ...degraded]
    const folder = mkdtempSync(join(tmpdir(), 'odia-pool-'))
    const saveAs = mixed.map((_, index) => join(folder, `image-${index}`))
    const pool = new RenderPool(styles, 2)
    try {
      const images = []
      for await (const batch of pool.renderInOrder(mixed, { batchSize: 2, saveAs: (index) => saveAs[index]! }))
        images.push(...batch)
      expect(images.map((image) => image.data.length)).toEqual(mixed.map(() => 0))
      const local = new LineRenderer(styles)
      const expected = mixed.map((task) => local.render(task))
      expect(images.map((image) => image.ext)).toEqual([
        ...tasks.slice(0, 5).map(() => 'png'),
        ...degraded.map(() => 'jpg'),
      ])
      expect(readdirSync(folder).sort()).toEqual(expected.map((image, index) => `image-${index}.${image.ext}`).sort())
      expected.forEach((image, index) =>
        expect(readFileSync(`${saveAs[index]}.${image.ext}`).equals(Buffer.from(image.data))).toBe(true),
      )
    } finally {
      await pool.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('returns from a stopped loop at once, dropping the batches sent ahead: no file appears after it', async () => {
    const degraded = texts.map((text, index) => ({
      text,
      variant: planText(
        'ultra-realistic',
        text,
        index,
        defaultChoices('ultra-realistic', styleSet().styles, 1),
        styleSet(),
      ).variants[0]!,
    }))
    const folder = mkdtempSync(join(tmpdir(), 'odia-pool-'))
    const pool = new RenderPool(styleSet().styles, 2)
    try {
      await pool.ready
      for await (const batch of pool.renderInOrder(degraded, {
        batchSize: 2,
        saveAs: (index) => join(folder, `image-${index}`),
      })) {
        expect(batch).toHaveLength(2)
        break
      }
      const written = readdirSync(folder).length
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(readdirSync(folder)).toHaveLength(written)
      expect(written).toBeGreaterThanOrEqual(2)
      expect(written).toBeLessThan(degraded.length)
    } finally {
      await pool.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('stops a stream on its signal mid-line: the line being drawn is dropped, nothing is written after, and the workers go on', async () => {
    const long = [...'ଓଡ଼ିଆ ଭାଷା ଭାରତର ଏକ ପ୍ରାଚୀନ ଭାଷା । '.repeat(20)].slice(0, 500).join('')
    const variants = planText(
      'ultra-realistic',
      long,
      0,
      resolveChoices('ultra-realistic', { seed: 5, sizes: [128] }, styleSet().styles),
      styleSet(),
      'heavy',
    ).variants
    const folder = mkdtempSync(join(tmpdir(), 'odia-pool-'))
    const pool = new RenderPool(styleSet().styles, 1)
    try {
      await pool.ready
      const controller = new AbortController()
      const images = []
      let stoppedAt = 0
      const tasks = variants.map((variant) => ({ text: long, variant }))
      // Each of these lines is a batch of its own, and the worker has the next one in hand: stopped as the first comes.
      for await (const batch of pool.renderInOrder(tasks, {
        batchSize: 32,
        saveAs: (index) => join(folder, `image-${index}`),
        signal: controller.signal,
      })) {
        images.push(...batch)
        stoppedAt = performance.now()
        controller.abort()
      }
      expect(images).toHaveLength(1)
      expect(performance.now() - stoppedAt).toBeLessThan(200)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect(readdirSync(folder)).toEqual(['image-0.jpg'])
      const [next] = await pool.render([
        { text: 'ଓଡ଼ିଆ', variant: { style: 'Noto Sans Oriya 400', size: 24, background: '#ffffff' } },
      ])
      expect(next!.ext).toBe('png')
    } finally {
      await pool.close()
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('rejects a batch whose file cannot be written with the error’s code', async () => {
    const pool = new RenderPool(styleSet().styles, 1)
    try {
      const missing = join(tmpdir(), 'odia-no-such-folder', 'image')
      await expect(pool.render(tasks.slice(0, 1), [missing])).rejects.toMatchObject({
        code: 'ENOENT',
        message: expect.stringContaining('no such file'),
      })
    } finally {
      await pool.close()
    }
  })

  it('throws a failed batch at the reader', async () => {
    const pool = new RenderPool(styleSet().styles, 1)
    const broken = [
      ...tasks.slice(0, 3),
      { text: 'କ', variant: { style: 'No Such Font 400', size: 12, background: '#ffffff' } },
    ]
    try {
      const read = async () => {
        for await (const batch of pool.renderInOrder(broken, { batchSize: 2 })) expect(batch.length).toBeGreaterThan(0)
      }
      await expect(read()).rejects.toThrow(/Unknown font style/)
    } finally {
      await pool.close()
    }
  })
})

describe('RenderPool after its workers die', () => {
  it('fails their batches and says it is broken instead of hanging', async () => {
    const pool = new RenderPool(styleSet().styles, 1)
    const workers = (pool as unknown as { workers: Array<{ terminate: () => Promise<number> }> }).workers
    await workers[0]!.terminate()
    await expect.poll(() => pool.broken).toBe(true)
    await expect(
      pool.render([{ text: 'କ', variant: { style: 'Noto Sans Oriya 400', size: 12, background: '#ffffff' } }]),
    ).rejects.toThrow(/stopped/)
    await pool.close()
  })
})
