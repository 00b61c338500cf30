import { type Coverage, coverageOf } from './coverage'
import { fontCatalog, type FontStyle } from './font-catalog'

/** The styles a job may draw with, and what each can draw. */
export interface StyleSet {
  styles: FontStyle[]
  /** A style's coverage by its id (a Map, or read on first use: see loadStyleSet). */
  coverage: Pick<ReadonlyMap<string, Coverage>, 'get'>
}

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
