import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors'
import { reserveJobFolder, sanitizeJobName } from '../../src/synthetic/job-name'

describe('sanitizeJobName', () => {
  it.each([
    ['../../etc/passwd', 'etc_passwd'],
    ['a/../b', 'a_._b'],
    ['..\\windows\\system32', 'windows_system32'],
    ['.hidden', 'hidden'],
    ['  my job: one  ', 'my_job_one'],
    ['ଓଡ଼ିଆ ଲେଖା', 'ଓଡ଼ିଆ_ଲେଖା'],
    ['name\u0000with\u0007controls', 'name_with_controls'],
  ])('%j becomes %j', (requested, expected) => {
    const name = sanitizeJobName(requested)
    expect(name).toBe(expected)
    expect(name).not.toMatch(/[/\\]|\.\./)
  })

  it('bounds the length', () => {
    expect(sanitizeJobName('x'.repeat(500))).toHaveLength(64)
  })

  it('names an empty job after the time', () => {
    expect(sanitizeJobName('', new Date('2026-01-02T03:04:05.678Z'))).toBe('job-2026-01-02T03-04-05-678')
    expect(sanitizeJobName(undefined)).toMatch(/^job-\d{4}-/)
  })

  it('refuses a name with nothing usable in it', () => {
    expect(() => sanitizeJobName('///')).toThrow(AppError)
    expect(() => sanitizeJobName('///')).toThrow(/no usable characters/)
  })
})

describe('reserveJobFolder', () => {
  it('never reuses an existing folder: a suffix is added', async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'odia-names-')), 'output')
    expect(await reserveJobFolder(root, 'lines')).toBe('lines')
    expect(await reserveJobFolder(root, 'lines')).toBe('lines-2')
    expect(await reserveJobFolder(root, 'lines')).toBe('lines-3')
    expect(readdirSync(root).sort()).toEqual(['lines', 'lines-2', 'lines-3'])
  })
})
