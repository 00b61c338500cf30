import { posix } from 'node:path'
import type { LineBox } from '@odia-ai/contract'
import { XMLParser } from 'fast-xml-parser'
import { unzipSync } from 'fflate'
import { AppError, badRequest } from '../errors'

/** A line read from PAGE XML: its bounding box in image pixels and its text. */
export interface PageXmlLine {
  box: LineBox
  text: string
}

/** What a PAGE XML file says of its page: the image it describes and its text lines in document order. */
export interface PageXmlPage {
  imageFilename: string
  width: number
  height: number
  lines: PageXmlLine[]
}

/** The largest PAGE XML file read from a ZIP (a page of 2,000 lines with word and glyph outlines stays far below). */
export const MAX_PAGE_XML_BYTES = 20 * 1024 * 1024
/** The most XML one ZIP may unpack to, whatever its members claim: a small archive cannot fill the memory. */
export const MAX_PAGE_XML_ZIP_BYTES = 200 * 1024 * 1024

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`

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
const childrenOf = (node: XmlNode): XmlNode[] => {
  const tag = tagOf(node)
  return tag && Array.isArray(node[tag]) ? (node[tag] as XmlNode[]) : []
}
const childrenNamed = (node: XmlNode, tag: string): XmlNode[] => childrenOf(node).filter((child) => tagOf(child) === tag)
const textOf = (node: XmlNode): string => childrenOf(node).map((child) => (typeof child['#text'] === 'string' ? child['#text'] : textOf(child))).join('')

/** Every TextLine under the node in document order, whatever regions hold them (nested, in tables). */
const textLinesIn = (node: XmlNode): XmlNode[] =>
  childrenOf(node).flatMap((child) => (tagOf(child) === 'TextLine' ? [child] : tagOf(child) === '#text' ? [] : textLinesIn(child)))

/** The line's own text: its TextEquiv with the lowest `index` (PAGE's main text), else its first one; none is empty. */
const lineText = (line: XmlNode): string => {
  const equivalents = childrenNamed(line, 'TextEquiv')
  const rank = (equivalent: XmlNode) => Number(equivalent[':@']?.index ?? Number.POSITIVE_INFINITY)
  const main = equivalents.reduce<XmlNode | undefined>((best, equivalent) => (best === undefined || rank(equivalent) < rank(best) ? equivalent : best), undefined)
  const unicode = main && childrenNamed(main, 'Unicode')[0]
  return unicode ? textOf(unicode) : ''
}

/** The bounding box of a `points="x,y x,y …"` outline, clamped to the image; at least 1 px each way. */
const boundingBox = (points: string, width: number, height: number): LineBox | undefined => {
  const pairs = points.trim().split(/\s+/).map((pair) => pair.split(',').map(Number))
  if (pairs.length === 0 || pairs.some((pair) => pair.length !== 2 || !pair.every(Number.isFinite))) return undefined
  const xs = pairs.map((pair) => pair[0]!)
  const ys = pairs.map((pair) => pair[1]!)
  const left = Math.min(Math.max(0, Math.floor(Math.min(...xs))), width - 1)
  const top = Math.min(Math.max(0, Math.floor(Math.min(...ys))), height - 1)
  const right = Math.min(width, Math.ceil(Math.max(...xs)))
  const bottom = Math.min(height, Math.ceil(Math.max(...ys)))
  return [left, top, Math.max(1, right - left), Math.max(1, bottom - top)]
}

const positiveInteger = (value: string | undefined): number | undefined => (value !== undefined && /^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined)

/**
 * Reads a PAGE XML file (2013, 2017 or 2019 schema): the image it describes and each TextLine's bounding box (from
 * its Coords outline) and text (its TextEquiv/Unicode), lines in document order. Malformed XML, another kind of XML,
 * or a page without its image name or size is a 400 naming the problem (and `source`, the file it came from).
 */
export function readPageXml(xml: string, source = 'PAGE XML'): PageXmlPage {
  let document: XmlNode[]
  try {
    document = parser.parse(xml.replace(/^\uFEFF/, ''), true) as XmlNode[]
  } catch (error) {
    throw invalid(source, `not well-formed XML (${error instanceof Error ? error.message : String(error)})`)
  }
  const root = document.find((node) => tagOf(node) !== undefined && tagOf(node) !== '#text')
  if (!root || tagOf(root) !== 'PcGts') throw invalid(source, `not PAGE XML: the root element is <${root ? tagOf(root) : 'none'}>, not <PcGts>`)
  const page = childrenNamed(root, 'Page')[0]
  if (!page) throw invalid(source, 'PAGE XML without a Page element')
  const imageFilename = page[':@']?.imageFilename?.trim()
  const width = positiveInteger(page[':@']?.imageWidth)
  const height = positiveInteger(page[':@']?.imageHeight)
  if (!imageFilename) throw invalid(source, 'the Page names no imageFilename')
  if (!width || !height) throw invalid(source, 'the Page has no valid imageWidth and imageHeight')
  const lines = textLinesIn(page).map((line, position) => {
    const points = childrenNamed(line, 'Coords')[0]?.[':@']?.points
    const box = points === undefined ? undefined : boundingBox(points, width, height)
    if (!box) throw invalid(source, `TextLine ${line[':@']?.id ?? position + 1} has no readable Coords points`)
    return { box, text: lineText(line) }
  })
  return { imageFilename, width, height, lines }
}

/** A member name that could write outside the folder it is unzipped into. */
const escapesFolder = (name: string): boolean => name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..')

/** Files a system adds beside the real ones (macOS resource forks). */
const isSystemFile = (name: string): boolean => name.startsWith('__MACOSX/') || posix.basename(name).startsWith('._')

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The PAGE XML files of a ZIP archive (an eScriptorium or Transkribus export), each by its base name: folders inside
 * the archive are ignored, other files skipped. An archive holding a member whose path leads out of its folder (`..`,
 * an absolute path) is refused whole, as is one with two XML files of the same name or one too large to read.
 */
export function readPageXmlZip(archive: Uint8Array): Array<{ name: string; page: PageXmlPage }> {
  const names: string[] = []
  let total = 0
  let files: Record<string, Uint8Array>
  try {
    // fflate unpacks each member into a buffer of the size it declares, so checking the declared sizes bounds the memory.
    files = unzipSync(archive, {
      filter: ({ name, originalSize }) => {
        const path = name.replace(/\\/g, '/')
        if (escapesFolder(path)) throw badRequest('UNSAFE_ZIP_MEMBER', `The ZIP holds ${name}, a path leading out of the archive's folder: refused.`)
        if (path.endsWith('/') || isSystemFile(path) || !path.toLowerCase().endsWith('.xml')) return false
        total += originalSize
        if (originalSize > MAX_PAGE_XML_BYTES) throw badRequest('PAGE_XML_TOO_LARGE', `${name} is larger than ${megabytes(MAX_PAGE_XML_BYTES)}.`)
        if (total > MAX_PAGE_XML_ZIP_BYTES) throw badRequest('PAGE_XML_TOO_LARGE', `The ZIP's XML files add up to more than ${megabytes(MAX_PAGE_XML_ZIP_BYTES)}.`)
        names.push(name)
        return true
      },
    })
  } catch (error) {
    if (error instanceof AppError) throw error
    throw badRequest('INVALID_ZIP', `Not a readable ZIP archive (${error instanceof Error ? error.message : String(error)}).`)
  }
  const seen = new Set<string>()
  return names.map((name) => {
    const base = posix.basename(name.replace(/\\/g, '/'))
    if (seen.has(base)) throw badRequest('DUPLICATE_PAGE_XML', `The ZIP holds two files named ${base}: which page is which cannot be told.`)
    seen.add(base)
    let xml: string
    try {
      xml = utf8.decode(files[name])
    } catch {
      throw invalid(base, 'not UTF-8 text')
    }
    return { name: base, page: readPageXml(xml, base) }
  })
}
