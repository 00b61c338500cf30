import { buffer } from 'node:stream/consumers'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ZipFile } from 'yazl'
import { unpackMember, zipMembers } from '../../src/datasets/zip-members'
import { appErrorOf } from '../helpers/app-error'
import { withDeclaredSizes } from '../helpers/zip-tampering'

const ODIA = 'ପୃଷ୍ଠା ୧'.repeat(200)

/** What yazl writes (as our own exports do): data descriptors after each member, and here ZIP64 records throughout. */
async function zip64Archive(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile()
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name, { compress: true, forceZip64Format: true })
  zip.end({ forceZip64Format: true, comment: '' })
  return buffer(zip.outputStream)
}

const unpackAll = (archive: Uint8Array) => zipMembers(archive).map((member) => [member.name, Buffer.from(unpackMember(archive, member)).toString('utf8')])

describe('zipMembers and unpackMember', () => {
  it('lists an archive\'s members from its central directory and unpacks stored and deflated ones', () => {
    const archive = zipSync({ 'ପୃଷ୍ଠା/ଏକ.xml': strToU8(ODIA), 'stored.txt': [strToU8('as is'), { level: 0 }], 'folder/': new Uint8Array() })
    expect(zipMembers(archive).map(({ name, size, method }) => ({ name, size, method }))).toEqual([
      { name: 'ପୃଷ୍ଠା/ଏକ.xml', size: Buffer.byteLength(ODIA), method: 8 },
      { name: 'stored.txt', size: 5, method: 0 },
      { name: 'folder/', size: 0, method: 8 },
    ])
    expect(unpackAll(archive)).toEqual([
      ['ପୃଷ୍ଠା/ଏକ.xml', ODIA],
      ['stored.txt', 'as is'],
      ['folder/', ''],
    ])
  })

  it('reads ZIP64 archives whose local headers leave the sizes to data descriptors', async () => {
    expect(unpackAll(await zip64Archive({ 'a.xml': ODIA, 'b.xml': 'ଦୁଇ' }))).toEqual([
      ['a.xml', ODIA],
      ['b.xml', 'ଦୁଇ'],
    ])
  })

  it('stops unpacking a member that inflates past the size it declares (a ZIP bomb) at once', async () => {
    const bomb = withDeclaredSizes(zipSync({ 'bomb.xml': new Uint8Array(16 * 1024 * 1024) }), [1000])
    const started = performance.now()
    const error = await appErrorOf((async () => unpackMember(bomb, zipMembers(bomb)[0]!))())
    expect(error).toMatchObject({ statusCode: 400, code: 'ZIP_BOMB', message: 'bomb.xml unpacks to more than the 1000 bytes it declares (a ZIP bomb?): refused.' })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a damaged member, an encrypted one, and bytes that are not a whole ZIP', async () => {
    const archive = Buffer.from(zipSync({ 'a.txt': [strToU8('ଓଡ଼ିଆ'), { level: 0 }] }))
    const damaged = Buffer.from(archive)
    // The first byte of the member's data, after its 30-byte local header and its name.
    const at = 30 + 'a.txt'.length
    damaged.writeUInt8(damaged.readUInt8(at) ^ 0xff, at)
    expect(await appErrorOf((async () => unpackMember(damaged, zipMembers(damaged)[0]!))())).toMatchObject({ code: 'INVALID_ZIP', message: 'Not a readable ZIP archive (a.txt is damaged).' })
    const encrypted = { ...zipMembers(archive)[0]!, flags: 1 }
    expect((await appErrorOf((async () => unpackMember(archive, encrypted))())).message).toBe('a.txt is encrypted: make the ZIP again without a password.')
    for (const bytes of [archive.subarray(0, archive.length - 10), strToU8('not a zip at all'), new Uint8Array()]) {
      expect(await appErrorOf((async () => zipMembers(bytes))())).toMatchObject({ statusCode: 400, code: 'INVALID_ZIP' })
    }
  })
})
