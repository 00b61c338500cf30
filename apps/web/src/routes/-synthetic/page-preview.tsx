import type { GenerateResponse } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { pageOutlinesQuery } from './page-outlines'

type Page = NonNullable<GenerateResponse['pages']>[number]

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** One page image with its line outlines drawn over it, in the page's own pixels (an SVG scaled with the image). */
function PageFigure({ page }: { page: Page }) {
  const outlines = useQuery(pageOutlinesQuery(page.xml))
  const lines = outlines.data?.lines ?? []
  return (
    <figure>
      <a href={`/${page.image}`} target="_blank" rel="noopener" className="synthetic-page">
        <img src={`/${page.image}`} alt={`page ${fileName(page.image)}`} loading="lazy" />
        {outlines.data ? (
          <svg
            className="synthetic-page__outlines"
            viewBox={`0 0 ${outlines.data.width} ${outlines.data.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`${lines.length} line ${lines.length === 1 ? 'box' : 'boxes'} of ${fileName(page.image)}`}
          >
            {lines.map((points, index) => (
              <polygon key={index} points={points} vectorEffect="non-scaling-stroke" />
            ))}
          </svg>
        ) : null}
      </a>
      <figcaption className="synthetic-preview__label">
        {outlines.isError ? outlines.error.message : `${fileName(page.image)} · ${lines.length} lines`}
      </figcaption>
    </figure>
  )
}

/** Page mode's pages, each with its line boxes from its PAGE XML. */
export function PagePreview({ pages }: { pages: Page[] }) {
  return (
    <div className="synthetic-preview synthetic-preview--pages">
      {pages.map((page) => (
        <PageFigure key={page.image} page={page} />
      ))}
    </div>
  )
}
