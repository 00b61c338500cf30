import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'
import { BUNDLED_FONT_FAMILIES } from '@odia-ai/contract'
import * as fontkit from 'fontkit'

/**
 * One drawable style: a family at one weight, drawn through a stack of font files that Skia falls back
 * across (the family's Odia subset first, then its Latin subsets for digits and punctuation).
 */
export interface FontStyle {
  /** Stable name used in metadata, e.g. `Noto Sans Oriya 700`. */
  id: string
  family: string
  weight: number
  /** Font files in fallback order. */
  files: string[]
  /** The font's licence (SPDX) when known: every bundled family's, read from its package (FONTS.md); a FONTS_DIR file's is the user's to check. */
  license?: string
}

/** The style `single` mode and dataset rows use. */
export const DEFAULT_STYLE_ID = 'Noto Sans Oriya 400'

const FONT_EXTENSIONS = new Set(['.ttf', '.otf', '.woff', '.woff2'])
const SUBSETS = ['oriya', 'latin', 'latin-ext']

const require = createRequire(import.meta.url)
const packageDir = (pkg: string) => dirname(require.resolve(`@fontsource/${pkg}/package.json`))

function bundledStyles(): FontStyle[] {
  return BUNDLED_FONT_FAMILIES.flatMap(({ family, pkg, weights }) => {
    const dir = join(packageDir(pkg), 'files')
    return weights.map((weight) => ({
      id: `${family} ${weight}`,
      family,
      weight,
      files: SUBSETS.map((subset) => join(dir, `${pkg}-${subset}-${weight}-normal.woff2`)),
      // Every family published under @fontsource is OFL-1.1 (Anek Odia's package says MIT for its packaging only).
      license: 'OFL-1.1',
    }))
  })
}

/** Every font file directly in `fontsDir`, each its own style, with the default family's Latin files as fallback. */
function extraStyles(fontsDir: string, fallback: string[]): FontStyle[] {
  const files = readdirSync(fontsDir)
    .filter((name) => FONT_EXTENSIONS.has(extname(name).toLowerCase()))
    .sort()
  return files.map((name) => {
    const path = join(fontsDir, name)
    const font = fontkit.openSync(path)
    if (!('characterSet' in font)) throw new Error(`${path} is a font collection; put single fonts in FONTS_DIR.`)
    const weight = (font['OS/2'] as { usWeightClass?: number } | undefined)?.usWeightClass ?? 400
    // The typographic family ("Baloo Bhaina 2"), not the legacy one that carries the weight ("… SemiBold").
    const family = font.getName('preferredFamily', 'en') ?? font.familyName
    return { id: `${family} ${weight} (${name})`, family, weight, files: [path, ...fallback] }
  })
}

/** The bundled styles, then one per font file in the optional `fontsDir`. */
export function fontCatalog(fontsDir?: string): FontStyle[] {
  const bundled = bundledStyles()
  if (!fontsDir) return bundled
  const defaultStyle = bundled.find((style) => style.id === DEFAULT_STYLE_ID)!
  return [...bundled, ...extraStyles(fontsDir, defaultStyle.files.slice(1))]
}
