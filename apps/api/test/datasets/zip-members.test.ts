import { buffer } from 'node:stream/consumers'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ZipFile } from 'yazl'
import { unpackMember, zipMembers } from '../../src/datasets/zip-members'
import { appErrorOf } from '../helpers/app-error'
import { centralRecords, relisted, withCentralDirectory, withDeclaredSizes } from '../helpers/zip-tampering'

const ODIA = 'ପୃଷ୍ଠା ୧'.repeat(200)

/** What yazl writes (as our own exports do): data descriptors after each member, and here ZIP64 records throughout. */
async function zip64Archive(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile()
  for (const [name, text] of Object.entries(files))
    zip.addBuffer(Buffer.from(text), name, { compress: true, forceZip64Format: true })
  zip.end({ forceZip64Format: true, comment: '' })
  return buffer(zip.outputStream)
}

const unpackAll = (archive: Uint8Array) =>
  Promise.all(
    zipMembers(archive).map(async (member) => [member.name, (await unpackMember(archive, member)).toString('utf8')]),
  )

describe('zipMembers and unpackMember', () => {
  it("lists an archive's members from its central directory and unpacks stored and deflated ones", async () => {
    const archive = zipSync({
      'ପୃଷ୍ଠା/ଏକ.xml': strToU8(ODIA),
      'stored.txt': [strToU8('as is'), { level: 0 }],
      'folder/': new Uint8Array(),
    })
    expect(zipMembers(archive).map(({ name, size, method }) => ({ name, size, method }))).toEqual([
      { name: 'ପୃଷ୍ଠା/ଏକ.xml', size: Buffer.byteLength(ODIA), method: 8 },
      { name: 'stored.txt', size: 5, method: 0 },
      { name: 'folder/', size: 0, method: 8 },
    ])
    expect(await unpackAll(archive)).toEqual([
      ['ପୃଷ୍ଠା/ଏକ.xml', ODIA],
      ['stored.txt', 'as is'],
      ['folder/', ''],
    ])
  })

  it('reads ZIP64 archives whose local headers leave the sizes to data descriptors', async () => {
    expect(await unpackAll(await zip64Archive({ 'a.xml': ODIA, 'b.xml': 'ଦୁଇ' }))).toEqual([
      ['a.xml', ODIA],
      ['b.xml', 'ଦୁଇ'],
    ])
  })

  it('stops unpacking a member that inflates past the size it declares (a ZIP bomb) at once', async () => {
    const bomb = withDeclaredSizes(zipSync({ 'bomb.xml': new Uint8Array(16 * 1024 * 1024) }), [1000])
    const started = performance.now()
    const error = await appErrorOf(unpackMember(bomb, zipMembers(bomb)[0]!))
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'ZIP_BOMB',
      message: 'bomb.xml unpacks to more than the 1000 bytes it declares (a ZIP bomb?): refused.',
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a damaged member, an encrypted one, and bytes that are not a whole ZIP', async () => {
    const archive = Buffer.from(zipSync({ 'a.txt': [strToU8('ଓଡ଼ିଆ'), { level: 0 }] }))
    const damaged = Buffer.from(archive)
    // The first byte of the member's data, after its 30-byte local header and its name.
    const at = 30 + 'a.txt'.length
    damaged.writeUInt8(damaged.readUInt8(at) ^ 0xff, at)
    expect(await appErrorOf(unpackMember(damaged, zipMembers(damaged)[0]!))).toMatchObject({
      code: 'INVALID_ZIP',
      message: 'Not a readable ZIP archive (a.txt is damaged).',
    })
    const encrypted = { ...zipMembers(archive)[0]!, flags: 1 }
    expect((await appErrorOf(unpackMember(archive, encrypted))).message).toBe(
      'a.txt is encrypted: make the ZIP again without a password.',
    )
    for (const bytes of [archive.subarray(0, archive.length - 10), strToU8('not a zip at all'), new Uint8Array()]) {
      expect(await appErrorOf((async () => zipMembers(bytes))())).toMatchObject({
        statusCode: 400,
        code: 'INVALID_ZIP',
      })
    }
  })

  it("refuses, before unpacking anything, an archive listing one member's bytes under several names, or a member inside another's data", async () => {
    const archive = zipSync({ 'page.xml': strToU8(ODIA) })
    const [record] = centralRecords(archive)
    const repeated = withCentralDirectory(
      archive,
      ['a.xml', 'b.xml', 'c.xml'].map((name) => relisted(record!, name)),
    )
    expect(await appErrorOf((async () => zipMembers(repeated))())).toMatchObject({
      statusCode: 400,
      code: 'OVERLAPPING_ZIP_ENTRIES',
      message:
        'The ZIP lists a.xml and b.xml over the same bytes (overlapping entries, as a crafted archive has): refused.',
    })
    // An archive stored whole as the outer member's data, its member listed too: the two ranges overlap at other offsets.
    const outer = zipSync({ 'outer.bin': [archive, { level: 0 }] })
    const hidden = relisted(centralRecords(archive)[0]!, 'inner.xml', 30 + 'outer.bin'.length)
    const nested = withCentralDirectory(outer, [...centralRecords(outer), hidden])
    expect(await appErrorOf((async () => zipMembers(nested))())).toMatchObject({
      code: 'OVERLAPPING_ZIP_ENTRIES',
      message: expect.stringContaining('outer.bin and inner.xml'),
    })
    // Listed apart, the same two members are read.
    expect(await unpackAll(withCentralDirectory(archive, [relisted(record!, 'only.xml')]))).toEqual([
      ['only.xml', ODIA],
    ])
  })
})
