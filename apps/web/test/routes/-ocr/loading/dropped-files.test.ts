import { describe, expect, it } from 'vitest'
import { sortFiles } from '../../../../src/routes/-ocr/loading/dropped-files'

const file = (name: string, type = '') => new File(['x'], name, { type })

describe('sorting dropped files', () => {
  it('sends images to upload, the first CSV to import, PAGE XML and ZIPs to the line import, and names the rest', () => {
    const sorted = sortFiles([
      file('a.png', 'image/png'),
      file('b.JPG', 'image/jpeg'),
      file('one.csv', 'text/csv'),
      file('two.csv', 'text/csv'),
      file('page.xml', 'text/xml'),
      file('pages.ZIP', 'application/zip'),
      file('notes.txt', 'text/plain'),
    ])
    expect(sorted.images.map((each) => each.name)).toEqual(['a.png', 'b.JPG'])
    expect(sorted.csv?.name).toBe('one.csv')
    expect(sorted.pageXml.map((each) => each.name)).toEqual(['page.xml', 'pages.ZIP'])
    // Only one CSV is imported (an import replaces the list): a second one is named as left out.
    expect(sorted.others.map((each) => each.name)).toEqual(['two.csv', 'notes.txt'])
  })
})
