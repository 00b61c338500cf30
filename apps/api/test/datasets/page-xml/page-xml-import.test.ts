import { strToU8, zipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { escapeXml, NOT_VALIDATED_COMMENT } from '../../../src/datasets/page-xml/page-xml-writer'
import {
  MAX_OUTLINE_POINTS,
  MAX_PAGE_XML_BYTES,
  readPageXml,
  readPageXmlFile,
  readPageXmlZip,
  type PageXmlReading,
} from '../../../src/datasets/page-xml/page-xml-import'
import { PageXmlReader } from '../../../src/datasets/page-xml/page-xml-reader'
import { appErrorOf } from '../../helpers/app-error'
import { withDeclaredSizes } from '../../helpers/zip-tampering'

/** A Transkribus-like PAGE 2013 file: prefixed elements, polygons, word-level text, two TextEquivs, nested regions. */
const PAGE_2013 = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<pc:PcGts xmlns:pc="http://schema.primaresearch.org/PAGE/gts/pagecontent/2013-07-15">
  <pc:Metadata><pc:Creator>Transkribus</pc:Creator><pc:Created>2024-01-01T00:00:00</pc:Created><pc:LastChange>2024-01-01T00:00:00</pc:LastChange></pc:Metadata>
  <pc:Page imageFilename="ପୃଷ୍ଠା.jpg" imageWidth="1200" imageHeight="1600">
    <pc:TextRegion id="r1">
      <pc:Coords points="0,0 1200,0 1200,400 0,400"/>
      <pc:TextLine id="tl1" custom="readingOrder {index:0;}">
        <pc:Coords points="100,200 640.4,198 641,251 99.6,252"/>
        <pc:Baseline points="100,240 640,238"/>
        <pc:Word id="w1"><pc:Coords points="100,200 300,200 300,250 100,250"/><pc:TextEquiv><pc:Unicode>ଶବ୍ଦ</pc:Unicode></pc:TextEquiv></pc:Word>
        <pc:TextEquiv index="1"><pc:Unicode>alternative</pc:Unicode></pc:TextEquiv>
        <pc:TextEquiv index="0"><pc:Unicode>ଓଡ଼ିଆ &amp; &#x0B2D;ାଷା &lt;୧&gt;</pc:Unicode></pc:TextEquiv>
      </pc:TextLine>
    </pc:TextRegion>
    <pc:TableRegion id="t1">
      <pc:Coords points="0,500 1200,500 1200,900 0,900"/>
      <pc:TextRegion id="r2">
        <pc:Coords points="0,500 600,500 600,900 0,900"/>
        <pc:TextLine id="tl2"><pc:Coords points="-3,510 590,510 590,560 -3,560"/></pc:TextLine>
      </pc:TextRegion>
    </pc:TableRegion>
    <pc:TextRegion id="r3">
      <pc:Coords points="0,1000 1200,1000 1200,1600 0,1600"/>
      <pc:TextLine id="tl3"><pc:Coords points="10,1590 1250,1590 1250,1650 10,1650"/><pc:TextEquiv><pc:Unicode>  ଶେଷ  </pc:Unicode></pc:TextEquiv></pc:TextLine>
    </pc:TextRegion>
  </pc:Page>
</pc:PcGts>`

const page2019 = (lines: string) => `<?xml version="1.0" encoding="UTF-8"?>
<PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
  <Metadata><Creator>eScriptorium</Creator><Created>2024-01-01T00:00:00</Created><LastChange>2024-01-01T00:00:00</LastChange></Metadata>
  <Page imageFilename="f5.png" imageWidth="400" imageHeight="300"><TextRegion id="r"><Coords points="0,0 1,1 2,2"/>${lines}</TextRegion></Page>
</PcGts>`

describe('readPageXml', () => {
  it("reads a PAGE 2013 file: line polygons (clamped to the image, saying so), baselines, regions and each line's main TextEquiv, in document order", () => {
    expect(readPageXml(PAGE_2013)).toEqual({
      imageFilename: 'ପୃଷ୍ଠା.jpg',
      width: 1200,
      height: 1600,
      lines: [
        {
          box: [99, 198, 542, 54],
          polygon: [
            [100, 200],
            [640, 198],
            [641, 251],
            [100, 252],
          ],
          baseline: [
            [100, 240],
            [640, 238],
          ],
          region: 0,
          text: 'ଓଡ଼ିଆ & ଭାଷା <୧>',
        },
        // Outlines that are their boxes (once clamped) are kept as boxes; a line's region is the innermost one.
        { box: [0, 510, 590, 50], region: 1, text: '', clamped: true },
        { box: [10, 1590, 1190, 10], region: 2, text: '  ଶେଷ  ', clamped: true },
      ],
    })
  })

  it('reads the 2019 namespace, unprefixed, taking the first TextEquiv when none has an index', () => {
    const xml = page2019(
      '<TextLine id="a"><Coords points="10,20 110,20 110,50 10,50"/><TextEquiv><Unicode>ପ୍ରଥମ</Unicode></TextEquiv><TextEquiv><Unicode>other</Unicode></TextEquiv></TextLine>',
    )
    expect(readPageXml(xml)).toEqual({
      imageFilename: 'f5.png',
      width: 400,
      height: 300,
      lines: [{ box: [10, 20, 100, 30], region: 0, text: 'ପ୍ରଥମ' }],
    })
  })

  it('reads back what escapeXml wrote: markup characters, quotes and line breaks; characters XML cannot hold are dropped', () => {
    const text = 'a & b < c > d "e" \'f\'\tg\u0001h'
    const xml = page2019(
      `<TextLine id="a"><Coords points="0,0 10,10"/><TextEquiv><Unicode>${escapeXml(text)}</Unicode></TextEquiv></TextLine>`,
    )
    expect(readPageXml(xml).lines[0]!.text).toBe('a & b < c > d "e" \'f\'\tgh')
  })

  it.each([
    ['malformed XML', '<PcGts><Page></PcGts>', /^scan\.xml: not well-formed XML \(.*Page.*\)$/],
    ['a PcGts without a Page', '<PcGts><Metadata/></PcGts>', /^scan\.xml: PAGE XML without a Page element$/],
    [
      'a Page without its size',
      '<PcGts><Page imageFilename="a.png" imageWidth="0" imageHeight="10"/></PcGts>',
      /imageWidth and imageHeight/,
    ],
    [
      'a TextLine without Coords',
      page2019('<TextLine id="x9"><TextEquiv><Unicode>a</Unicode></TextEquiv></TextLine>'),
      /^scan\.xml: TextLine x9 has no readable Coords points$/,
    ],
    [
      'unreadable points',
      page2019('<TextLine id="x9"><Coords points="1,2 three,4"/></TextLine>'),
      /TextLine x9 has no readable Coords points/,
    ],
    [
      'a line wholly off the page',
      page2019('<TextLine id="x9"><Coords points="400,10 450,10 450,40 400,40"/></TextLine>'),
      /^scan\.xml: TextLine x9 lies wholly outside the 400 × 300 page$/,
    ],
  ])('refuses %s with a 400 that says what is wrong', async (_case, xml, message) => {
    const error = await appErrorOf((async () => readPageXml(xml, 'scan.xml'))())
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_PAGE_XML' })
    expect(error.message).toMatch(message)
  })

  it('refuses well-formed XML of another kind as NOT_PAGE_XML, which readPageXmlFile reports instead of throwing', async () => {
    const alto = '<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout/></alto>'
    const error = await appErrorOf((async () => readPageXml(alto, 'scan.xml'))())
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'NOT_PAGE_XML',
      message: 'scan.xml: not PAGE XML: the root element is <alto>, not <PcGts>',
    })
    expect(readPageXmlFile(strToU8(alto), 'scan.xml')).toEqual({ name: 'scan.xml', notPageXml: error.message })
    expect(
      await appErrorOf((async () => readPageXmlFile(new Uint8Array([0x3c, 0xff, 0x3e]), 'latin.xml'))()),
    ).toMatchObject({ code: 'INVALID_PAGE_XML', message: 'latin.xml: not UTF-8 text' })
  })

  it('orders the lines by the ReadingOrder: ordered groups by index, nested groups in place, regions it does not name last', () => {
    const line = (id: string, y: number) =>
      `<TextLine id="${id}"><Coords points="0,${y} 10,${y + 5}"/><TextEquiv><Unicode>${id}</Unicode></TextEquiv></TextLine>`
    const xml = `<PcGts><Page imageFilename="p.png" imageWidth="100" imageHeight="100">
      <ReadingOrder><OrderedGroup id="g">
        <RegionRefIndexed index="2" regionRef="r1"/>
        <UnorderedGroupIndexed index="1" id="u"><RegionRef regionRef="r3"/><RegionRef regionRef="r2"/></UnorderedGroupIndexed>
        <RegionRefIndexed index="0" regionRef="inner"/>
      </OrderedGroup></ReadingOrder>
      <TextRegion id="r1">${line('a', 0)}${line('b', 10)}</TextRegion>
      <TextRegion id="r2">${line('c', 20)}</TextRegion>
      <TextRegion id="unnamed">${line('d', 30)}</TextRegion>
      <TextRegion id="r3">${line('e', 40)}<TextRegion id="inner">${line('f', 50)}</TextRegion></TextRegion>
    </Page></PcGts>`
    expect(readPageXml(xml).lines.map((read) => read.text)).toEqual(['f', 'e', 'c', 'a', 'b', 'd'])
  })

  it(`refuses an outline of more than ${MAX_OUTLINE_POINTS} points with a 400 naming the line, and reads one of that many`, async () => {
    const outline = (points: number) =>
      Array.from({ length: points }, (_, index) => `${index % 400},${index % 300}`).join(' ')
    const xml = (points: number) => page2019(`<TextLine id="long"><Coords points="${outline(points)}"/></TextLine>`)
    expect(readPageXml(xml(MAX_OUTLINE_POINTS)).lines[0]!.box).toEqual([0, 0, 399, 299])
    expect(await appErrorOf((async () => readPageXml(xml(300_000), 'long.xml'))())).toMatchObject({
      statusCode: 400,
      code: 'INVALID_PAGE_XML',
      message: "long.xml: TextLine long's Coords has more than the 10,000 points an outline may have",
    })
  })

  it('reads a TextEquiv our export marked as not validated', () => {
    const xml = page2019(
      `<TextLine id="a"><Coords points="0,0 10,10"/><TextEquiv comments="${NOT_VALIDATED_COMMENT}"><Unicode>ଯନ୍ତ୍ର</Unicode></TextEquiv></TextLine>`,
    )
    expect(readPageXml(xml).lines).toEqual([{ box: [0, 0, 10, 10], region: 0, text: 'ଯନ୍ତ୍ର', notValidated: true }])
  })
})

const lineXml = (text: string) =>
  page2019(`<TextLine id="a"><Coords points="0,0 10,10"/><TextEquiv><Unicode>${text}</Unicode></TextEquiv></TextLine>`)

describe('readPageXmlZip', () => {
  const reader = new PageXmlReader()
  afterAll(() => reader.close())
  /** Reads on the worker; `reserved` records what the archive reserved of the import's limit. */
  const reading = (reserved: number[] = []): PageXmlReading => ({
    reserve: (bytes) => void reserved.push(bytes),
    read: (bytes, name) => reader.read(bytes, name),
  })

  it('reads each XML file by its path, skipping images, folders and macOS resource forks; XML of other kinds is said to be none', async () => {
    const archive = zipSync({
      'export/page/one.xml': strToU8(lineXml('ଏକ')),
      'export/two.XML': strToU8(lineXml('ଦୁଇ')),
      'export/mets.xml': strToU8('<mets:mets xmlns:mets="http://www.loc.gov/METS/"/>'),
      'export/one.jpg': new Uint8Array([0xff, 0xd8, 0xff]),
      'export/empty/': new Uint8Array(),
      '__MACOSX/export/._two.XML': strToU8('not xml'),
    })
    const files = await readPageXmlZip(archive, reading())
    expect(
      files.map((file) => ('page' in file ? [file.name, file.page.lines[0]!.text] : [file.name, file.notPageXml])),
    ).toEqual([
      ['export/page/one.xml', 'ଏକ'],
      ['export/two.XML', 'ଦୁଇ'],
      ['export/mets.xml', 'export/mets.xml: not PAGE XML: the root element is <mets>, not <PcGts>'],
    ])
  })

  it.each(['../evil.xml', 'pages/../../evil.xml', '/etc/evil.xml', 'C:/evil.xml', '..\\evil.xml'])(
    'refuses the whole archive when a member is named %s',
    async (name) => {
      const archive = zipSync({ 'good.xml': strToU8(lineXml('ଭଲ')), [name]: strToU8(lineXml('ମନ୍ଦ')) })
      const error = await appErrorOf(readPageXmlZip(archive, reading()))
      expect(error).toMatchObject({ statusCode: 400, code: 'UNSAFE_ZIP_MEMBER' })
      expect(error.message).toContain(name)
    },
  )

  it('reads two XML files of one name in different folders, each by its path', async () => {
    const archive = zipSync({ 'a/page.xml': strToU8(lineXml('କ')), 'b/page.xml': strToU8(lineXml('ଖ')) })
    expect((await readPageXmlZip(archive, reading())).map((file) => file.name)).toEqual(['a/page.xml', 'b/page.xml'])
  })

  it('names the member whose XML is malformed, and refuses bytes that are not a ZIP', async () => {
    const broken = zipSync({ 'ok.xml': strToU8(lineXml('କ')), 'bad.xml': strToU8('<PcGts><Page>') })
    expect((await appErrorOf(readPageXmlZip(broken, reading()))).message).toMatch(/^bad\.xml: not well-formed XML/)
    expect(await appErrorOf(readPageXmlZip(strToU8('<PcGts/>'), reading()))).toMatchObject({
      statusCode: 400,
      code: 'INVALID_ZIP',
    })
  })

  it("refuses an XML file declared over the limit, and counts the XML's declared size against the import's limit before unpacking any", async () => {
    const one = withDeclaredSizes(zipSync({ 'big.xml': strToU8(lineXml('କ')) }), [MAX_PAGE_XML_BYTES + 1])
    expect(await appErrorOf(readPageXmlZip(one, reading()))).toMatchObject({
      statusCode: 400,
      code: 'PAGE_XML_TOO_LARGE',
      message: 'big.xml is larger than 20 MB.',
    })
    const pages = { 'a.xml': strToU8(lineXml('କ')), 'b.xml': strToU8(lineXml('ଖ')), 'c.jpg': new Uint8Array(1000) }
    const reserved: number[] = []
    await readPageXmlZip(zipSync(pages), reading(reserved))
    expect(reserved).toEqual([pages['a.xml'].length + pages['b.xml'].length])
    const overLimit: PageXmlReading = {
      reserve: () => {
        throw new Error('over the limit')
      },
      read: () => Promise.reject(new Error('read after the limit was passed')),
    }
    await expect(readPageXmlZip(zipSync(pages), overLimit)).rejects.toThrow('over the limit')
  })
})
