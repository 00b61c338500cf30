/** An Odia font family bundled from npm (`@fontsource/<pkg>`), with the weights its package ships. */
export interface BundledFontFamily {
  family: string
  pkg: string
  weights: readonly number[]
}

/**
 * The OFL Odia families the renderer bundles (licences in packages/renderer/FONTS.md) and the page shows; the first is
 * the default family. The server's catalog adds one style per file in FONTS_DIR.
 */
export const BUNDLED_FONT_FAMILIES = [
  { family: 'Noto Sans Oriya', pkg: 'noto-sans-oriya', weights: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
  { family: 'Baloo Bhaina 2', pkg: 'baloo-bhaina-2', weights: [400, 500, 600, 700, 800] },
  { family: 'Anek Odia', pkg: 'anek-odia', weights: [100, 200, 300, 400, 500, 600, 700, 800] },
] as const satisfies readonly BundledFontFamily[]

/** Every weight some bundled family has, ascending. */
export const BUNDLED_FONT_WEIGHTS: readonly number[] = [
  ...new Set(BUNDLED_FONT_FAMILIES.flatMap((family) => family.weights)),
].sort((a, b) => a - b)
