import { PREVIEW_LIMIT, type GenerateResponse } from '@odia-ai/contract'
import { DownloadArchiveLink } from './download-archive-link'
import { PagePreview } from './page-preview'
import { reveal } from './reveal'
import { SkippedRows } from './skipped-rows'

/** Paths in the answer are relative to the server base, which is this page's origin. */
const link = (path: string) => `/${path}`

/** The run in one line: images, time, rate and skipped images. */
function summaryOf(result: GenerateResponse): string {
  const images = result.image_count
  const skipped = result.skipped?.reduce((sum, skip) => sum + skip.count, 0) ?? 0
  const seconds = result.elapsed_ms / 1000
  const parts = [
    `${images} ${images === 1 ? 'image' : 'images'}`,
    `${seconds.toFixed(1)} s`,
    `${Math.round(images / Math.max(seconds, 0.001))} images/s`,
  ]
  if (skipped > 0) parts.push(`${skipped} skipped`)
  return parts.join(' · ')
}

export function GenerationResult({ result }: { result: GenerateResponse }) {
  return (
    <section ref={reveal} tabIndex={-1} className="synthetic-result" aria-label="Result">
      <p className="synthetic-result__summary" aria-label="Summary">
        {summaryOf(result)}
      </p>
      <ul className="synthetic-result__links">
        <li>
          <a href={link(result.output_dir)} target="_blank" rel="noopener">
            Output directory
          </a>
        </li>
        <li>
          <a href={link(result.csv)} target="_blank" rel="noopener">
            Dataset CSV
          </a>
        </li>
        <li>
          <a href={link(result.images_dir)} target="_blank" rel="noopener">
            Images directory
          </a>
        </li>
        <li>
          <DownloadArchiveLink archive={result.archive} />
        </li>
        {result.pages_dir ? (
          <li>
            <a href={link(result.pages_dir)} target="_blank" rel="noopener">
              Pages and PAGE XML
            </a>
          </li>
        ) : null}
      </ul>
      {result.skipped?.length ? (
        <ul className="synthetic-result__skipped" aria-label="Skipped">
          {result.skipped.map((skip) => (
            <li key={skip.reason}>
              {skip.count} skipped: {skip.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {result.skipped_rows ? <SkippedRows skipped={result.skipped_rows} /> : null}
      {result.impossible ? (
        <div className="synthetic-result__impossible" role="note">
          <p>
            {result.impossible.count === 1 ? '1 row holds' : `${result.impossible.count} rows hold`} a sequence
            impossible in written Odia (rendered as written; fix the source before training):
          </p>
          <ul aria-label="Impossible in Odia">
            {result.impossible.texts.map((text) => (
              <li key={text.number}>
                row {text.number}: {text.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.pages?.length ? (
        <>
          <h2>Pages</h2>
          <PagePreview pages={result.pages} />
        </>
      ) : null}
      <h2>Preview</h2>
      <div className="synthetic-preview">
        {result.preview.map(({ file, text }) => (
          <figure key={file}>
            <a href={link(file)} target="_blank" rel="noopener">
              <img src={link(file)} alt={file.slice(file.lastIndexOf('/') + 1)} loading="lazy" />
            </a>
            <figcaption lang="or" className="synthetic-preview__label">
              {text}
            </figcaption>
          </figure>
        ))}
      </div>
      {result.files.length > PREVIEW_LIMIT ? (
        <p>
          Showing first {PREVIEW_LIMIT} of {result.files.length} images.
        </p>
      ) : null}
    </section>
  )
}
