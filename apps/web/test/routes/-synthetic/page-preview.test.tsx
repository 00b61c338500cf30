import type { GenerateResponse } from '@odia-ai/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GenerationResult } from '../../../src/routes/-synthetic/generation-result'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const NS = 'http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15'
const OUTLINES = ['100,200 900,200 900,260 100,260', '100,300 850,290 852,350 102,360']
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<PcGts xmlns="${NS}"><Page imageFilename="000001.png" imageWidth="2480" imageHeight="3508">
  <TextRegion id="r1"><Coords points="100,200 900,200 900,360 100,360"/>
${OUTLINES.map((points, index) => `    <TextLine id="l${index + 1}"><Coords points="${points}"/><Baseline points="100,250 900,250"/></TextLine>`).join('\n')}
  </TextRegion></Page></PcGts>`

const RESULT: GenerateResponse = {
  output_dir: 'output/job',
  csv: 'output/job/metadata.csv',
  images_dir: 'output/job/images',
  files: ['output/job/images/000001.png', 'output/job/images/000002.png'],
  image_count: 2,
  archive: 'api/synthetic/outputs/job/archive',
  pages_dir: 'output/job/pages',
  pages: [{ image: 'output/job/pages/000001.png', xml: 'output/job/pages/000001.xml' }],
  preview: [
    { file: 'output/job/images/000001.png', text: 'ଓଡ଼ିଆ' },
    { file: 'output/job/images/000002.png', text: 'ଭାଷା' },
  ],
  options: { style: 'page', fonts: [], weights: [] },
  elapsed_ms: 10,
}

describe('page mode preview', () => {
  it('draws each page with its line boxes from its PAGE XML, over the page image', async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response(XML, { headers: { 'content-type': 'application/xml' } })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <GenerationResult result={RESULT} />
      </QueryClientProvider>,
    )
    const boxes = await screen.findByRole('img', { name: '2 line boxes of 000001.png' })
    expect(fetched).toEqual(['/output/job/pages/000001.xml'])
    expect(boxes.getAttribute('viewBox')).toBe('0 0 2480 3508')
    expect([...boxes.querySelectorAll('polygon')].map((polygon) => polygon.getAttribute('points'))).toEqual(OUTLINES)
    // The SVG lies over the page image itself, inside the same link.
    const page = screen.getByRole('img', { name: 'page 000001.png' })
    expect(page.getAttribute('src')).toBe('/output/job/pages/000001.png')
    expect(page.parentElement).toBe(boxes.parentElement)
    // The line crops are still previewed below the pages.
    expect(screen.getByRole('img', { name: '000002.png' }).getAttribute('src')).toBe('/output/job/images/000002.png')
  })
})
