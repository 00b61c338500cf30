import { coverageOf } from './coverage'
import { fontCatalog } from './font-catalog'
import type { StyleSet } from './modes'

/** The catalog with each style's coverage, built once per process (reading font files takes a moment). */
export function loadStyleSet(fontsDir?: string): StyleSet {
  const styles = fontCatalog(fontsDir)
  return { styles, coverage: new Map(styles.map((style) => [style.id, coverageOf(style)])) }
}
