import type { OrthographyFlag } from '@odia-ai/odia-orthography'
import { forwardRef, type CSSProperties, type ReactNode } from 'react'

/**
 * The text again under the transparent text area, with each flagged span underlined (`impossible` and `suspicious`
 * styled apart). It only draws: the text area on top takes every click and key, and reads the marks' places to show
 * a span's reason on hover.
 */
export const OrthographyBackdrop = forwardRef<
  HTMLDivElement,
  { text: string; flags: OrthographyFlag[]; style?: CSSProperties | undefined }
>(function OrthographyBackdrop({ text, flags, style }, ref) {
  const parts: ReactNode[] = []
  let at = 0
  for (const [index, flag] of flags.entries()) {
    // Flags may overlap; a span already drawn is not drawn twice.
    if (flag.start < at) continue
    parts.push(text.slice(at, flag.start))
    parts.push(
      <mark key={index} className={`text-editor__flag text-editor__flag--${flag.severity}`} data-reason={flag.reason}>
        {text.slice(flag.start, flag.end)}
      </mark>,
    )
    at = flag.end
  }
  // A last line break needs something after it to take its height, as the text area gives it.
  parts.push(`${text.slice(at)}\u200b`)
  return (
    <div ref={ref} className="text-editor__backdrop" aria-hidden="true" lang="or" style={style}>
      {parts}
    </div>
  )
})

/** The reason of the flagged span under a point of the screen, if any: the backdrop's marks are where the text area shows their text. */
export function reasonAt(backdrop: HTMLElement | null, x: number, y: number): string | undefined {
  for (const mark of backdrop?.querySelectorAll<HTMLElement>('mark[data-reason]') ?? []) {
    for (const rect of mark.getClientRects()) {
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return mark.dataset.reason
    }
  }
  return undefined
}
