import { MAX_BASELINE_POINTS, MAX_POLYGON_POINTS } from '@odia-ai/contract'
import { describe, expect, it } from 'vitest'
import { readPageXml } from '../../../src/datasets/page-xml/page-xml-import'

describe('readPageXml with regions, outlines and baselines', () => {
  it("reads eScriptorium's shape: regions numbered by the ReadingOrder, polygons and baselines thinned to the limits", () => {
    // eScriptorium writes a ReadingOrder of its blocks, lines with a polygon and a baseline, and text in TextEquiv.
    const long = Array.from({ length: MAX_POLYGON_POINTS * 2 }, (_, at) => `${10 + at / 4},${at % 2 ? 60 : 20}`)
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
  <Metadata><Creator>escriptorium</Creator><Created>2024-01-01</Created><LastChange>2024-01-01</LastChange></Metadata>
  <Page imageFilename="f5.png" imageWidth="400" imageHeight="300">
    <ReadingOrder><OrderedGroup id="ro_1"><RegionRefIndexed index="0" regionRef="eSc_textblock_b"/><RegionRefIndexed index="1" regionRef="eSc_textblock_a"/></OrderedGroup></ReadingOrder>
    <TextRegion id="eSc_textblock_a"><Coords points="200,0 400,0 400,300 200,300"/>
      <TextLine id="eSc_line_3"><Coords points="210,20 390,22 389,60 211,58"/><Baseline points="210,50 300,51.6 390,52"/><TextEquiv><Unicode>ତୃତୀୟ</Unicode></TextEquiv></TextLine>
    </TextRegion>
    <TextRegion id="eSc_textblock_b"><Coords points="0,0 200,0 200,300 0,300"/>
      <TextLine id="eSc_line_1"><Coords points="${long.join(' ')}"/><Baseline points="${long.map((_, at) => `${10 + at / 4},50`).join(' ')}"/><TextEquiv><Unicode>ପ୍ରଥମ</Unicode></TextEquiv></TextLine>
      <TextLine id="eSc_line_2"><Coords points="10,70 190,70 190,110 10,110"/><TextEquiv><Unicode>ଦ୍ୱିତୀୟ</Unicode></TextEquiv></TextLine>
    </TextRegion>
  </Page>
</PcGts>`
    const lines = readPageXml(xml).lines
    expect(lines.map(({ text, region }) => [text, region])).toEqual([
      ['ପ୍ରଥମ', 0],
      ['ଦ୍ୱିତୀୟ', 0],
      ['ତୃତୀୟ', 1],
    ])
    expect(lines[0]!.polygon).toHaveLength(MAX_POLYGON_POINTS)
    expect(lines[0]!.polygon![0]).toEqual([10, 20])
    expect(lines[0]!.polygon!.at(-1)).toEqual([110, 60])
    expect(lines[0]!.baseline).toHaveLength(MAX_BASELINE_POINTS)
    expect(lines[1]).toEqual({ box: [10, 70, 180, 40], region: 0, text: 'ଦ୍ୱିତୀୟ' })
    expect(lines[2]).toMatchObject({
      polygon: [
        [210, 20],
        [390, 22],
        [389, 60],
        [211, 58],
      ],
      baseline: [
        [210, 50],
        [300, 52],
        [390, 52],
      ],
    })
  })
})
