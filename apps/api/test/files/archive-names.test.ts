import { describe, expect, it } from 'vitest'
import { lineFileStem, safeStem, UniqueStems } from '../../src/files/archive-names'

describe('safeStem', () => {
  it.each([
    ['ପୃଷ୍ଠା ୧.png', 'ପୃଷ୍ଠା_୧'],
    ['scan  (copy) #2.jpeg', 'scan_copy_2'],
    ['../../etc/passwd.png', 'passwd'],
    ['C:\\scans\\page.tif', 'page'],
    ['.hidden.png', 'hidden'],
    ['"quoted"\u0007.png', 'quoted'],
    ['%%%.png', 'image'],
  ])('%j → %j', (name, stem) => {
    expect(safeStem(name)).toBe(stem)
  })

  it('keeps Odia in NFC and bounds the length', () => {
    expect(safeStem('ଡ\u0B3C.png')).toBe('ଡ଼')
    expect(Buffer.byteLength(safeStem(`${'ଓ'.repeat(300)}.png`))).toBeLessThanOrEqual(200)
  })
})

describe('UniqueStems', () => {
  it('numbers a stem already handed out, ignoring case as some file systems do', () => {
    const stems = new UniqueStems()
    expect(['scan.png', 'scan.jpg', 'Scan.png', 'scan 2.png', 'scan-2.png'].map((name) => stems.next(name))).toEqual([
      'scan',
      'scan-2',
      'Scan-3',
      'scan_2',
      'scan-2-2',
    ])
  })
})

describe('lineFileStem', () => {
  it('numbers lines from 1 in three digits, more when a page has more lines', () => {
    expect([0, 41, 999].map((index) => lineFileStem('p', index))).toEqual(['p-001', 'p-042', 'p-1000'])
  })
})
