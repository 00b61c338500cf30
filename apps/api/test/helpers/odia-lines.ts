import { LineRenderer, loadStyleSet, planText } from '@odia-ai/renderer'

let renderer: LineRenderer | undefined
let styles: ReturnType<typeof loadStyleSet> | undefined

/** A clean PNG of one Odia line, drawn by our own renderer with the default bundled font. */
export function renderOdiaLine(text: string): Buffer {
  styles ??= loadStyleSet()
  renderer ??= new LineRenderer(styles.styles)
  const [variant] = planText('single', text, 0, 1, styles).variants
  if (!variant) throw new Error(`The default font cannot draw ${text}`)
  return Buffer.from(renderer.render({ text, variant }).data)
}
