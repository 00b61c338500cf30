import { type Coverage, coverageOf } from './coverage'
import { fontCatalog } from './font-catalog'
import type { StyleSet } from '../lines/modes'

/**
 * The catalog, with each style's coverage read from its font files the first time a plan asks for it: reading every
 * style's character maps takes longer than a small `single` job (a job draws few of the styles).
 */
export function loadStyleSet(fontsDir?: string): StyleSet {
  const styles = fontCatalog(fontsDir)
  const byId = new Map(styles.map((style) => [style.id, style]))
  const read = new Map<string, Coverage>()
  const get = (id: string): Coverage | undefined => {
    const style = byId.get(id)
    if (style && !read.has(id)) read.set(id, coverageOf(style))
    return read.get(id)
  }
  return { styles, coverage: { get } }
}
