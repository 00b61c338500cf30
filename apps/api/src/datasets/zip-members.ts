import { promisify } from 'node:util'
import { crc32, inflateRaw } from 'node:zlib'
import { AppError, badRequest } from '../errors'

/** A file of a ZIP archive as its central directory describes it, and where its packed bytes start. */
export interface ZipMember {
  /** Its path in the archive as written there (a `\` is not turned into `/`). */
  name: string
  /** Its size once unpacked, as the archive declares it. */
  size: number
  compressedSize: number
  method: number
  flags: number
  crc: number
  localOffset: number
  /** Past its local header (whose name and extra field need not be the directory's): where its packed bytes start. */
  dataOffset: number
}

const END = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_END = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const ZIP64_EXTRA = 0x0001
const STORED = 0
const DEFLATED = 8
const ENCRYPTED_FLAG = 0x1
const MAX_COMMENT = 0xffff
const SATURATED = 0xffffffff

const notZip = (reason: string) => badRequest('INVALID_ZIP', `Not a readable ZIP archive (${reason}).`)
const damagedMember = (member: Pick<ZipMember, 'name'>) => notZip(`${member.name} is damaged`)

/** Unpacks on the thread pool: a member's inflating never holds the event loop. */
const inflate = promisify(inflateRaw)

const utf8 = new TextDecoder('utf-8', { fatal: true })
/** Names are UTF-8 when flagged so, and often without the flag; anything else is read as Latin-1. */
const nameOf = (bytes: Uint8Array): string => {
  try {
    return utf8.decode(bytes)
  } catch {
    return Buffer.from(bytes).toString('latin1')
  }
}

const bytesOf = (archive: Uint8Array): Buffer => Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength)

/** Where the central directory starts and how many members it lists (ZIP64 archives included). */
function centralDirectory(zip: Buffer): { offset: number; count: number } {
  let end = -1
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - MAX_COMMENT); at -= 1) {
    if (zip.readUInt32LE(at) === END) {
      end = at
      break
    }
  }
  if (end < 0) throw notZip('no end of central directory: it is not a ZIP, or it was cut off')
  const count = zip.readUInt16LE(end + 10)
  const offset = zip.readUInt32LE(end + 16)
  if (count !== 0xffff && offset !== SATURATED) return { offset, count }
  const locator = end - 20
  if (locator < 0 || zip.readUInt32LE(locator) !== ZIP64_LOCATOR) return { offset, count }
  const zip64End = Number(zip.readBigUInt64LE(locator + 8))
  if (zip.readUInt32LE(zip64End) !== ZIP64_END) throw notZip('a damaged ZIP64 directory')
  return { offset: Number(zip.readBigUInt64LE(zip64End + 48)), count: Number(zip.readBigUInt64LE(zip64End + 32)) }
}

/** The ZIP64 extra field holds, in this order, whichever of the three values the record saturated. */
function zip64Values(zip: Buffer, from: number, to: number, member: ZipMember): void {
  for (let at = from; at + 4 <= to; at += 4 + zip.readUInt16LE(at + 2)) {
    if (zip.readUInt16LE(at) !== ZIP64_EXTRA) continue
    let field = at + 4
    const next = () => {
      const value = Number(zip.readBigUInt64LE(field))
      field += 8
      return value
    }
    if (member.size === SATURATED) member.size = next()
    if (member.compressedSize === SATURATED) member.compressedSize = next()
    if (member.localOffset === SATURATED) member.localOffset = next()
    return
  }
}

/**
 * Refuses members whose bytes (local header and packed data) overlap another's, a shared offset included: an archive
 * that lists one member's bytes under many names makes a few kilobytes unpack and parse as many times over.
 */
function refuseOverlaps(members: ZipMember[]): void {
  const byOffset = [...members].sort((a, b) => a.localOffset - b.localOffset)
  for (let index = 1; index < byOffset.length; index += 1) {
    const [before, member] = [byOffset[index - 1]!, byOffset[index]!]
    if (member.localOffset < before.dataOffset + before.compressedSize) {
      throw badRequest(
        'OVERLAPPING_ZIP_ENTRIES',
        `The ZIP lists ${before.name} and ${member.name} over the same bytes (overlapping entries, as a crafted archive has): refused.`,
      )
    }
  }
}

/**
 * The members of a ZIP archive, read from its central directory (which, unlike the local headers, always holds the
 * sizes, data descriptors or not), each with where its data starts. Nothing is unpacked. Bytes that are not a ZIP, a
 * damaged directory or local header, and members listed over the same bytes are a 400.
 */
export function zipMembers(archive: Uint8Array): ZipMember[] {
  const zip = bytesOf(archive)
  try {
    const { offset, count } = centralDirectory(zip)
    const members: ZipMember[] = []
    let at = offset
    // Each record takes 46 bytes at least: a count the file cannot hold stops at the first bad record.
    for (let index = 0; index < count; index += 1) {
      if (zip.readUInt32LE(at) !== CENTRAL) throw notZip('a damaged central directory')
      const nameLength = zip.readUInt16LE(at + 28)
      const extraLength = zip.readUInt16LE(at + 30)
      const commentLength = zip.readUInt16LE(at + 32)
      const nameEnd = at + 46 + nameLength
      if (nameEnd > zip.length) throw notZip('a damaged central directory')
      const member: ZipMember = {
        name: nameOf(zip.subarray(at + 46, nameEnd)),
        flags: zip.readUInt16LE(at + 8),
        method: zip.readUInt16LE(at + 10),
        crc: zip.readUInt32LE(at + 16),
        compressedSize: zip.readUInt32LE(at + 20),
        size: zip.readUInt32LE(at + 24),
        localOffset: zip.readUInt32LE(at + 42),
        dataOffset: 0,
      }
      zip64Values(zip, nameEnd, nameEnd + extraLength, member)
      if (zip.readUInt32LE(member.localOffset) !== LOCAL) throw damagedMember(member)
      member.dataOffset =
        member.localOffset + 30 + zip.readUInt16LE(member.localOffset + 26) + zip.readUInt16LE(member.localOffset + 28)
      members.push(member)
      at = nameEnd + extraLength + commentLength
    }
    refuseOverlaps(members)
    return members
  } catch (error) {
    if (error instanceof AppError) throw error
    // A read past the end of the file: an offset or length in the directory points outside it.
    throw notZip('a damaged central directory')
  }
}

/**
 * A member's bytes, unpacked off the event loop. Unpacking stops as soon as the output passes the size the member
 * declares, so a member that claims a small size and inflates to gigabytes (a ZIP bomb) costs no more than the size the
 * caller accepted; a member whose bytes do not match its size and checksum is refused as damaged.
 */
export async function unpackMember(archive: Uint8Array, member: ZipMember): Promise<Buffer> {
  const zip = bytesOf(archive)
  if (member.flags & ENCRYPTED_FLAG)
    throw badRequest('INVALID_ZIP', `${member.name} is encrypted: make the ZIP again without a password.`)
  const data = zip.subarray(member.dataOffset, member.dataOffset + member.compressedSize)
  if (data.length !== member.compressedSize) throw damagedMember(member)
  let bytes: Buffer
  if (member.method === STORED) bytes = data
  else if (member.method === DEFLATED) {
    try {
      bytes = await inflate(data, { maxOutputLength: Math.max(1, member.size) })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw badRequest(
          'ZIP_BOMB',
          `${member.name} unpacks to more than the ${member.size} bytes it declares (a ZIP bomb?): refused.`,
        )
      }
      throw damagedMember(member)
    }
  } else {
    throw badRequest(
      'INVALID_ZIP',
      `${member.name} is compressed with method ${member.method}, which cannot be read: make the ZIP again with ordinary (deflate) compression.`,
    )
  }
  if (bytes.length !== member.size || crc32(bytes) !== member.crc) throw damagedMember(member)
  return bytes
}
