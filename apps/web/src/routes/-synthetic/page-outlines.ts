import { queryOptions } from '@tanstack/react-query'

/** A page's size and each line's outline (`x,y x,y …`, the PAGE XML `Coords` of its TextLines), in page pixels. */
export interface PageOutlines {
  width: number
  height: number
  lines: string[]
}

/** The elements named `name` (any PAGE namespace, or none) under `root`. */
const elementsNamed = (root: Document | Element, name: string) =>
  Array.from(root.getElementsByTagName('*')).filter((element) => element.localName === name)

/** Reads a page's size and line outlines from its PAGE XML. */
export function parsePageOutlines(xml: string): PageOutlines {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const page = elementsNamed(document, 'Page')[0]
  if (!page) throw new Error('The PAGE XML has no Page element.')
  const points = elementsNamed(page, 'TextLine').map((line) =>
    Array.from(line.children)
      .find((child) => child.localName === 'Coords')
      ?.getAttribute('points'),
  )
  return {
    width: Number(page.getAttribute('imageWidth')),
    height: Number(page.getAttribute('imageHeight')),
    lines: points.filter((line): line is string => Boolean(line)),
  }
}

/** A generated page's outlines, read from its PAGE XML (a path relative to the server base, as the answer gives it). */
export const pageOutlinesQuery = (xml: string) =>
  queryOptions({
    queryKey: ['synthetic', 'page-outlines', xml],
    queryFn: async ({ signal }) => {
      const response = await fetch(`/${xml}`, { signal })
      if (!response.ok) throw new Error(`The page's PAGE XML could not be read (${response.status}).`)
      return parsePageOutlines(await response.text())
    },
    staleTime: Infinity,
  })
