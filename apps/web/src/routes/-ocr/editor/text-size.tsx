import { useStoredPreference } from '../common/stored-preference'

/** The editor's text sizes in rem, small to large; 1.25 is the default. */
export const TEXT_SIZES = [1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const
const DEFAULT_SIZE = 1.25

/** The editor's text size, kept across reloads, so Odia in the editor can match the glyphs in the image. */
export function useTextSize(): [number, (size: number) => void] {
  return useStoredPreference('odia-ai-tools:editor-text-size', (stored) => {
    const size = Number(stored)
    return (TEXT_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE
  })
}

/** A− and A+: the next smaller or larger of TEXT_SIZES. */
export function TextSizeButtons({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  const index = TEXT_SIZES.indexOf(size as (typeof TEXT_SIZES)[number])
  const step = (by: number) => onChange(TEXT_SIZES[index + by]!)
  return (
    <span role="group" aria-label="Text size">
      <button
        type="button"
        className="text-editor__size"
        aria-label="Smaller text"
        title="Smaller text"
        disabled={index <= 0}
        onClick={() => step(-1)}
      >
        A−
      </button>
      <button
        type="button"
        className="text-editor__size"
        aria-label="Larger text"
        title="Larger text"
        disabled={index >= TEXT_SIZES.length - 1}
        onClick={() => step(1)}
      >
        A+
      </button>
    </span>
  )
}
