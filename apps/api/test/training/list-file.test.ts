import { describe, expect, it } from 'vitest'
import { listFile } from '../../src/training/list-file'

describe('listFile', () => {
  it('lists one .lstmf a line, each ended by a line break', () => {
    expect(listFile(['/w/lines/train/000001.lstmf', '/w/lines/train/000002.lstmf'])).toBe(
      '/w/lines/train/000001.lstmf\n/w/lines/train/000002.lstmf\n',
    )
    expect(listFile([])).toBe('')
  })

  it('refuses a path with a line break, which would split into two entries', () => {
    expect(() => listFile(['/w/a\nb.lstmf'])).toThrow(/line break/)
  })
})
