import type { LineBox } from '@odia-ai/contract'
import type { ExportLine, ExportPage } from '../export-page'

export const PAGE_NAMESPACE = 'http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15'
const SCHEMA_LOCATION = `${PAGE_NAMESPACE} ${PAGE_NAMESPACE}/pagecontent.xsd`
const CREATOR = 'Odia AI Tools'

/**
 * Where the baseline of a line that has none (stored before baselines were) is drawn, as a fraction of its box's height
 * from the top: kraken skips a PAGE line without one (it straightens the line along it) and eScriptorium's lines are
 * baselines, so a straight line near the foot of the main letters, above the subscripts, stands in.
 */
const BASELINE_AT = 0.8

/** What XML 1.0 cannot hold even as a character reference: C0 controls but tab and line breaks, lone surrogates, U+FFFE, U+FFFF. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const REFERENCES = new Map(
  Object.entries({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' }),
)

/** Text for an XML attribute value or element: markup escaped, tabs and line breaks kept as references, the unrepresentable dropped. */
export const escapeXml = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"\t\n\r]/g, (character) => REFERENCES.get(character)!)

type Point = [number, number]

/** The box's corners clockwise from the top left; the right and bottom edges are `x + width` and `y + height`. */
const rectangle = ([x, y, width, height]: LineBox): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + height],
  [x, y + height],
]

const pointsOf = (points: Point[]): string => points.map(([x, y]) => `${x},${y}`).join(' ')

/** The line's outline: its own (a turned line's four corners, clockwise from the text's top left), else its box. */
const outlineOf = (line: ExportLine): Point[] => line.outline ?? rectangle(line.box)

/** The line's own baseline; else from the left edge to the right edge of its four-corner outline or box, BASELINE_AT of the way down each. */
const baselinePoints = (line: ExportLine): string => {
  if (line.baseline) return pointsOf(line.baseline)
  const corners = line.outline?.length === 4 ? line.outline : rectangle(line.box)
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point]
  const along = (top: Point, bottom: Point): Point => [
    Math.round(top[0] + (bottom[0] - top[0]) * BASELINE_AT),
    Math.round(top[1] + (bottom[1] - top[1]) * BASELINE_AT),
  ]
  return pointsOf([along(topLeft, bottomLeft), along(topRight, bottomRight)])
}

/** The smallest box holding every line's box: a text region's outline (in one pass: a page's lines are many). */
const enclosing = (lines: ExportLine[]): LineBox => {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const { box } of lines) {
    ;[left, top] = [Math.min(left, box[0]), Math.min(top, box[1])]
    ;[right, bottom] = [Math.max(right, box[0] + box[2]), Math.max(bottom, box[1] + box[3])]
  }
  return [left, top, right - left, bottom - top]
}

/**
 * What marks a text no person validated (an engine's reading, exported with `only_validated: false`), in the PAGE 2019
 * TextEquiv's free `comments` attribute: other tools ignore it, and importing the file here keeps the line unvalidated
 * instead of taking the engine's reading for ground truth.
 */
export const NOT_VALIDATED_COMMENT = 'not validated'

/** The lines of each region, regions in the order of their numbers, each region's lines in reading order. */
function regionsOf(lines: ExportLine[]): ExportLine[][] {
  const regions = new Map<number, ExportLine[]>()
  for (const line of lines) {
    const region = line.region ?? 0
    if (!regions.has(region)) regions.set(region, [])
    regions.get(region)!.push(line)
  }
  return [...regions.entries()].sort(([a], [b]) => a - b).map(([, members]) => members)
}

const textLine = (line: ExportLine): string => {
  const mark = line.validated ? '' : ` comments="${NOT_VALIDATED_COMMENT}"`
  const text = line.text ? `\n        <TextEquiv${mark}><Unicode>${escapeXml(line.text)}</Unicode></TextEquiv>` : ''
  return `      <TextLine id="l${line.index + 1}" custom="readingOrder {index:${line.index};}">
        <Coords points="${pointsOf(outlineOf(line))}"/>
        <Baseline points="${baselinePoints(line)}"/>${text}
      </TextLine>
`
}

/**
 * One page as PAGE XML (2019 schema): a text region per region (column) of lines, named in the ReadingOrder in the
 * order of their numbers, each holding its lines in reading order with their outlines, baselines and texts. The
 * annotation tool's line export and the synthetic generator's pages both write it here.
 */
export function pageXml(
  page: Pick<ExportPage, 'width' | 'height'>,
  lines: ExportLine[],
  imageFilename: string,
  now: Date,
): string {
  const time = now.toISOString()
  const regions = regionsOf(lines)
  const regionRefs = regions
    .map((_, at) => `        <RegionRefIndexed index="${at}" regionRef="r${at + 1}"/>\n`)
    .join('')
  const textRegions = regions
    .map(
      (members, at) => `    <TextRegion id="r${at + 1}" type="paragraph" custom="readingOrder {index:${at};}">
      <Coords points="${pointsOf(rectangle(enclosing(members)))}"/>
${members.map(textLine).join('')}    </TextRegion>
`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<PcGts xmlns="${PAGE_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA_LOCATION}">
  <Metadata>
    <Creator>${CREATOR}</Creator>
    <Created>${time}</Created>
    <LastChange>${time}</LastChange>
  </Metadata>
  <Page imageFilename="${escapeXml(imageFilename)}" imageWidth="${page.width}" imageHeight="${page.height}">
    <ReadingOrder>
      <OrderedGroup id="ro1">
${regionRefs}      </OrderedGroup>
    </ReadingOrder>
${textRegions}  </Page>
</PcGts>
`
}

/**
 * One PAGE XML file per page, `<image>.xml`, with the page image beside it as `<image>.<ext>` (as stored) and named in
 * `imageFilename`: eScriptorium and Transkribus import a page with its image, and kraken (`ketos train -f page`) opens
 * the image named there, next to the XML. The line formats' list (line-formats/registry.ts) holds it as the `page-xml`
 * CreatePageFormatWriter, which checks its shape there: this folder imports nothing of line-formats, which imports it.
 */
export const pageXmlWriter = ({ now }: { now: Date }) => ({
  start: () => [],
  page: (page: ExportPage, lines: ExportLine[], stem: string) => {
    const imageFilename = `${stem}${page.imageExtension}`
    return [
      { path: imageFilename, data: () => page.readImage() },
      { path: `${stem}.xml`, data: pageXml(page, lines, imageFilename, now), deflate: true },
    ]
  },
  finish: async () => [],
})
