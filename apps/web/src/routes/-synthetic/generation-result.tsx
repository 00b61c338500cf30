import { PREVIEW_LIMIT, type GenerateResponse } from '@odia-ai/contract'

/** Paths in the answer are relative to the server base, which is this page's origin. */
const link = (path: string) => `/${path}`

export function GenerationResult({ result }: { result: GenerateResponse }) {
  const preview = result.files.slice(0, PREVIEW_LIMIT)
  return (
    <section className="synthetic-result" aria-label="Result">
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
      {result.impossible ? (
        <div className="synthetic-result__impossible" role="note">
          <p>
            {result.impossible.count === 1 ? '1 text holds' : `${result.impossible.count} texts hold`} a sequence impossible in written Odia (rendered as
            written; fix the source before training):
          </p>
          <ul aria-label="Impossible in Odia">
            {result.impossible.texts.map((text) => (
              <li key={text.number}>
                text {text.number}: {text.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2>Preview</h2>
      <div className="synthetic-preview">
        {preview.map((file) => (
          <a key={file} href={link(file)} target="_blank" rel="noopener">
            <img src={link(file)} alt={file.slice(file.lastIndexOf('/') + 1)} loading="lazy" />
          </a>
        ))}
      </div>
      {result.files.length > PREVIEW_LIMIT ? <p>Showing first {PREVIEW_LIMIT} of {result.files.length} images.</p> : null}
    </section>
  )
}
