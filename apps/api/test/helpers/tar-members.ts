import { expect } from 'vitest'

export interface TarMember {
  name: string
  data: Buffer
}

const field = (header: Buffer, start: number, length: number) =>
  header.toString('latin1', start, start + length).replace(/\0.*$/s, '')

/**
 * The members of a tar archive, read block by block as tar defines them; every header is checked to be a ustar header
 * of a regular file with a right checksum, and the archive to end with its two zero blocks.
 */
export function tarMembers(tar: Buffer): TarMember[] {
  const members: TarMember[] = []
  let at = 0
  while (at + 512 <= tar.length && tar.subarray(at, at + 512).some((byte) => byte !== 0)) {
    const header = tar.subarray(at, at + 512)
    expect(field(header, 257, 6)).toBe('ustar')
    expect(field(header, 156, 1)).toBe('0')
    let sum = 0
    header.forEach((byte, index) => (sum += index >= 148 && index < 156 ? 32 : byte))
    expect(parseInt(field(header, 148, 8).trim(), 8)).toBe(sum)
    const size = parseInt(field(header, 124, 12), 8)
    members.push({ name: field(header, 0, 100), data: Buffer.from(tar.subarray(at + 512, at + 512 + size)) })
    at += 512 + Math.ceil(size / 512) * 512
  }
  expect(tar.length - at).toBe(1024)
  expect(tar.subarray(at).every((byte) => byte === 0)).toBe(true)
  return members
}
