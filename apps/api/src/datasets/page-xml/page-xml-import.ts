import { posix } from 'node:path'
import {
  formatBytes,
  MAX_BASELINE_POINTS,
  MAX_POLYGON_POINTS,
  MAX_REGIONS,
  ownValue,
  type LineBox,
  type LinePoint,
} from '@odia-ai/contract'
import { boundingBox, isBoxOutline, MAX_OUTLINE_POINTS, pagePoints, parsePoints } from './page-xml-points'

export { MAX_OUTLINE_POINTS }
import { XMLParser } from 'fast-xml-parser'
import { AppError, badRequest } from '../../errors'
import { NOT_VALIDATED_COMMENT } from './page-xml-writer'
import { unpackMember, zipMembers } from '../zip-members'

/**
 * A line read from PAGE XML: its bounding box in image pixels, its outline (unless it is that box) and baseline (whole
 * pixels inside the page, thinned to the contract's limits), its region numbered in reading order, and its text.
 * `clamped` marks a box whose outline reached outside the page; `notValidated` a text our own export marked as an
 * engine's reading that no person validated.
 */
export interface PageXmlLine {
  box: LineBox
  polygon?: LinePoint[]
  baseline?: LinePoint[]
  region: number
  text: string
  clamped?: true
  notValidated?: true
}

/** What a PAGE XML file says of its page: the image it describes and its text lines in reading order. */
export interface PageXmlPage {
  imageFilename: string
  width: number
  height: number
  lines: PageXmlLine[]
}

/** A file of an import: a PAGE XML page, or well-formed XML of another kind (a METS file beside the pages), with why it is not one. */
export type PageXmlFile = { name: string; page: PageXmlPage } | { name: string; notPageXml: string }

/** The largest PAGE XML file read, alone or from a ZIP (a page of 2,000 lines with word and glyph outlines stays far below). */
export const MAX_PAGE_XML_BYTES = 20 * 1024 * 1024
/**
 * The most XML one import may read, its files and what its ZIPs unpack to together, whatever the ZIPs claim: a few small
 * archives cannot fill the memory or hold the reader for long.
 */
export const MAX_PAGE_XML_REQUEST_BYTES = 200 * 1024 * 1024

/** A parsed element with `preserveOrder`: `{ [tag]: children, ':@': attributes }`; text is `{ '#text': … }`. */
type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> }

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // PAGE 2013, 2017 and 2019 differ in their namespace, not in the elements read here; prefixed documents read alike.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Character references (&#x0B15;) as characters.
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
})

const invalid = (source: string, message: string) => badRequest('INVALID_PAGE_XML', `${source}: ${message}`)

const tagOf = (node: XmlNode): string | undefined => Object.keys(node).find((key) => key !== ':@')
const isElement = (node: XmlNode): boolean => {
  const tag = tagOf(node)
  return tag !== undefined && tag !== '#text'
}
const childrenOf = (node: XmlNode): XmlNode[] => {
  const tag = tagOf(node)
  const children = tag === undefined ? undefined : ownValue(node, tag)
  return Array.isArray(children) ? (children as XmlNode[]) : []
}
const childrenNamed = (node: XmlNode, tag: string): XmlNode[] =>
  childrenOf(node).filter((child) => tagOf(child) === tag)
const textOf = (node: XmlNode): string =>
  childrenOf(node)
    .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : textOf(child)))
    .join('')

/** A TextLine and the ids of the regions holding it, outermost first. */
interface PlacedLine {
  line: XmlNode
  regions: string[]
}

/** Every TextLine under the node in document order, whatever regions hold them (nested, in tables). */
const textLinesIn = (node: XmlNode, regions: string[] = []): PlacedLine[] =>
  childrenOf(node).flatMap((child) => {
    const tag = tagOf(child)
    if (tag === 'TextLine') return [{ line: child, regions }]
    if (!isElement(child)) return []
    const id = child[':@']?.id
    return textLinesIn(child, tag!.endsWith('Region') && id ? [...regions, id] : regions)
  })

/**
 * The region ids of a ReadingOrder group in reading order: an ordered group's members by their `index`, an unordered
 * group's as written; a group that names a region itself (a table) comes before its members.
 */
const regionsInOrder = (group: XmlNode): string[] => {
  const members = childrenOf(group).filter(isElement)
  const ordered = tagOf(group)!.startsWith('OrderedGroup')
  const rank = (member: XmlNode, position: number) => (ordered ? Number(member[':@']?.index ?? position) : position)
  const sorted = members
    .map((member, position) => ({ member, rank: rank(member, position) }))
    .sort((a, b) => a.rank - b.rank)
  const own = group[':@']?.regionRef
  return [
    ...(own ? [own] : []),
    ...sorted.flatMap(({ member }) =>
      tagOf(member)!.startsWith('RegionRef') ? [member[':@']?.regionRef ?? ''] : regionsInOrder(member),
    ),
  ]
}

/**
 * The lines in the Page's reading order: the ReadingOrder's regions in turn, each region's lines as written; lines of
 * regions it does not name follow, in document order. Without a ReadingOrder, document order.
 */
function inReadingOrder(page: XmlNode, lines: PlacedLine[]): PlacedLine[] {
  const order = childrenNamed(page, 'ReadingOrder')[0]
  if (!order) return lines
  const rankOf = new Map<string, number>()
  for (const id of childrenOf(order).filter(isElement).flatMap(regionsInOrder))
    if (!rankOf.has(id)) rankOf.set(id, rankOf.size)
  // A line belongs to the innermost region the order names.
  const rank = ({ regions }: PlacedLine) =>
    regions.reduce((found, id) => rankOf.get(id) ?? found, Number.POSITIVE_INFINITY)
  return lines
    .map((line) => ({ line, rank: rank(line) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ line }) => line)
}

/** The line's own text: its TextEquiv with the lowest `index` (PAGE's main text), else its first one; none is empty. */
const lineText = (line: XmlNode): { text: string; notValidated?: true } => {
  const equivalents = childrenNamed(line, 'TextEquiv')
  const rank = (equivalent: XmlNode) => Number(equivalent[':@']?.index ?? Number.POSITIVE_INFINITY)
  const main = equivalents.reduce<XmlNode | undefined>(
    (best, equivalent) => (best === undefined || rank(equivalent) < rank(best) ? equivalent : best),
    undefined,
  )
  const unicode = main && childrenNamed(main, 'Unicode')[0]
  const text = unicode ? textOf(unicode) : ''
  return main?.[':@']?.comments === NOT_VALIDATED_COMMENT ? { text, notValidated: true } : { text }
}

const positiveInteger = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined

/**
 * Reads a PAGE XML file (2013, 2017 or 2019 schema): the image it describes and each TextLine's bounding box (from
 * its Coords outline, clamped to the page) and text (its TextEquiv/Unicode), lines in reading order. Malformed XML,
 * a page without its image name or size, or a line without a readable outline or wholly off the page is a 400
 * INVALID_PAGE_XML naming the problem (and `source`, the file it came from); well-formed XML of another kind is a
 * 400 NOT_PAGE_XML.
 */
export function readPageXml(xml: string, source = 'PAGE XML'): PageXmlPage {
  let document: XmlNode[]
  try {
    document = parser.parse(xml.replace(/^\uFEFF/, ''), true) as XmlNode[]
  } catch (error) {
    throw invalid(source, `not well-formed XML (${error instanceof Error ? error.message : String(error)})`)
  }
  const root = document.find(isElement)
  if (!root || tagOf(root) !== 'PcGts')
    throw badRequest(
      'NOT_PAGE_XML',
      `${source}: not PAGE XML: the root element is <${root ? tagOf(root) : 'none'}>, not <PcGts>`,
    )
  const page = childrenNamed(root, 'Page')[0]
  if (!page) throw invalid(source, 'PAGE XML without a Page element')
  const imageFilename = page[':@']?.imageFilename?.trim()
  const width = positiveInteger(page[':@']?.imageWidth)
  const height = positiveInteger(page[':@']?.imageHeight)
  if (!imageFilename) throw invalid(source, 'the Page names no imageFilename')
  if (!width || !height) throw invalid(source, 'the Page has no valid imageWidth and imageHeight')
  // Regions are numbered in the order their first lines are read; lines in no region make one of their own.
  const regionNumbers = new Map<string, number>()
  const regionOf = (regions: string[]) => {
    const id = regions.at(-1) ?? ''
    if (!regionNumbers.has(id)) regionNumbers.set(id, Math.min(regionNumbers.size, MAX_REGIONS - 1))
    return regionNumbers.get(id)!
  }
  const lines = inReadingOrder(page, textLinesIn(page)).map(({ line, regions }, position): PageXmlLine => {
    const name = line[':@']?.id ?? position + 1
    const readPoints = (element: string) => {
      const points = childrenNamed(line, element)[0]?.[':@']?.points
      if (points === undefined) return undefined
      const parsed = parsePoints(points)
      if (!parsed) throw invalid(source, `TextLine ${name} has no readable ${element} points`)
      if (parsed === 'too many')
        throw invalid(
          source,
          `TextLine ${name}'s ${element} has more than the ${MAX_OUTLINE_POINTS.toLocaleString('en')} points an outline may have`,
        )
      return parsed
    }
    const coords = readPoints('Coords')
    if (!coords) throw invalid(source, `TextLine ${name} has no readable Coords points`)
    const outline = boundingBox(coords, width, height)
    if (outline === 'outside')
      throw invalid(source, `TextLine ${name} lies wholly outside the ${width} × ${height} page`)
    const polygon = pagePoints(coords, width, height, MAX_POLYGON_POINTS)
    const baselinePoints = readPoints('Baseline')
    const baseline = baselinePoints && pagePoints(baselinePoints, width, height, MAX_BASELINE_POINTS)
    return {
      box: outline.box,
      ...(polygon.length >= 3 && !isBoxOutline(polygon, outline.box) ? { polygon } : {}),
      ...(baseline && baseline.length >= 2 ? { baseline } : {}),
      region: regionOf(regions),
      ...lineText(line),
      ...(outline.clamped ? { clamped: true as const } : {}),
    }
  })
  return { imageFilename, width, height, lines }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A PAGE XML file's bytes (UTF-8) read as a page, or as XML of another kind; every other problem is a 400 naming `name`. */
export function readPageXmlFile(bytes: Uint8Array, name: string): PageXmlFile {
  let xml: string
  try {
    xml = utf8.decode(bytes)
  } catch {
    throw invalid(name, 'not UTF-8 text')
  }
  try {
    return { name, page: readPageXml(xml, name) }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_PAGE_XML') return { name, notPageXml: error.message }
    throw error
  }
}

/** A member name that could write outside the folder it is unzipped into. */
const escapesFolder = (name: string): boolean =>
  name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..')

/** Files a system adds beside the real ones (macOS resource forks). */
const isSystemFile = (name: string): boolean => name.startsWith('__MACOSX/') || posix.basename(name).startsWith('._')

/** How an import reads its XML: `reserve` counts bytes against the import's limit before they are unpacked, `read` reads one file. */
export interface PageXmlReading {
  reserve: (bytes: number) => void
  read: (bytes: Uint8Array, name: string) => Promise<PageXmlFile>
}

/**
 * The XML files of a ZIP archive (an eScriptorium or Transkribus export), each by its path in the archive: pages,
 * and XML of other kinds (METS) said to be none; folders, images and other files are skipped. An archive holding a
 * member whose path leads out of its folder (`..`, an absolute path), or members listed over the same bytes, is
 * refused whole before anything is unpacked, as is one with an XML file declared over MAX_PAGE_XML_BYTES or XML more
 * than the import may still read (`reserve`). A member that unpacks to more than it declares stops there (ZIP_BOMB).
 * Members are unpacked and read one at a time.
 */
export async function readPageXmlZip(archive: Uint8Array, reading: PageXmlReading): Promise<PageXmlFile[]> {
  const members = zipMembers(archive).map((member) => ({ member, path: member.name.replace(/\\/g, '/') }))
  const unsafe = members.find(({ path }) => escapesFolder(path))
  if (unsafe)
    throw badRequest(
      'UNSAFE_ZIP_MEMBER',
      `The ZIP holds ${unsafe.member.name}, a path leading out of the archive's folder: refused.`,
    )
  const xml = members.filter(
    ({ path }) => !path.endsWith('/') && !isSystemFile(path) && path.toLowerCase().endsWith('.xml'),
  )
  const large = xml.find(({ member }) => member.size > MAX_PAGE_XML_BYTES)
  if (large)
    throw badRequest('PAGE_XML_TOO_LARGE', `${large.member.name} is larger than ${formatBytes(MAX_PAGE_XML_BYTES)}.`)
  reading.reserve(xml.reduce((total, { member }) => total + member.size, 0))
  const files: PageXmlFile[] = []
  for (const { member, path } of xml) files.push(await reading.read(await unpackMember(archive, member), path))
  return files
}
