import { strToU8 } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { PageXmlReader } from '../../../src/datasets/page-xml/page-xml-reader'
import { AppError } from '../../../src/errors'
import { appErrorOf } from '../../helpers/app-error'

const page = (image: string, lines = 1) =>
  strToU8(
    `<PcGts><Page imageFilename="${image}" imageWidth="200" imageHeight="100">${'<TextLine><Coords points="0,0 10,10"/><TextEquiv><Unicode>ଓଡ଼ିଆ</Unicode></TextEquiv></TextLine>'.repeat(lines)}</Page></PcGts>`,
  )

describe('PageXmlReader', () => {
  const reader = new PageXmlReader()
  afterAll(() => reader.close())

  it('reads files on its worker in the order asked; a refusal comes back as the AppError it was', async () => {
    const [first, bad, other] = await Promise.allSettled([
      reader.read(page('a.png'), 'a.xml'),
      reader.read(strToU8('<PcGts>'), 'bad.xml'),
      reader.read(page('b.png'), 'b.xml'),
    ])
    expect(first).toMatchObject({
      status: 'fulfilled',
      value: { name: 'a.xml', page: { imageFilename: 'a.png', lines: [{ box: [0, 0, 10, 10], text: 'ଓଡ଼ିଆ' }] } },
    })
    expect(other).toMatchObject({ status: 'fulfilled', value: { name: 'b.xml', page: { imageFilename: 'b.png' } } })
    const error = (bad as PromiseRejectedResult).reason
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'INVALID_PAGE_XML',
      message: expect.stringMatching(/^bad\.xml: not well-formed XML/),
    })
  })

  it("drops an abandoned request's files at once, stops the one being read, and goes on with the next request's", async () => {
    const long = page('long.png', 150_000)
    let started = performance.now()
    await reader.read(long, 'long.xml')
    const readWhole = performance.now() - started
    const leaving = new AbortController()
    const gone = new AppError(499, 'CLIENT_GONE', 'gone')
    const reading = reader.read(long, 'long.xml', leaving.signal)
    const queued = reader.read(page('queued.png'), 'queued.xml', leaving.signal)
    const next = reader.read(page('next.png'), 'next.xml')
    await new Promise((resolve) => setTimeout(resolve, 50))
    started = performance.now()
    leaving.abort(gone)
    expect(await appErrorOf(reading)).toBe(gone)
    expect(await appErrorOf(queued)).toBe(gone)
    expect(performance.now() - started).toBeLessThan(100)
    expect(await next).toMatchObject({ name: 'next.xml', page: { imageFilename: 'next.png' } })
    // Its file was not read to the end first: the next one came back sooner than reading the long one takes.
    expect(performance.now() - started).toBeLessThan(readWhole)
    expect(await appErrorOf(reader.read(page('late.png'), 'late.xml', leaving.signal))).toBe(gone)
  })
})
