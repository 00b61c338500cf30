import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontCatalog, LineRenderer, loadStyleSet } from '../../src/index'

describe('fontCatalog', () => {
  it('lists every bundled family and weight with its Odia and Latin files', () => {
    const styles = fontCatalog()
    expect(styles.map((style) => style.id)).toEqual(
      expect.arrayContaining(['Noto Sans Oriya 100', 'Noto Sans Oriya 900', 'Baloo Bhaina 2 800', 'Anek Odia 100']),
    )
    expect(styles).toHaveLength(9 + 5 + 8)
    for (const style of styles)
      expect(style.files.map((file) => file.match(/-(oriya|latin|latin-ext)-\d+-normal\.woff2$/)?.[1])).toEqual([
        'oriya',
        'latin',
        'latin-ext',
      ])
  })

  it('adds one style per font file in FONTS_DIR, with Latin fallbacks, usable by the renderer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'odia-fonts-'))
    const bundled = fontCatalog().find((style) => style.id === 'Baloo Bhaina 2 600')!
    copyFileSync(bundled.files[0]!, join(dir, 'my-odia.woff2'))
    writeFileSync(join(dir, 'notes.txt'), 'not a font')
    const set = loadStyleSet(dir)
    const extra = set.styles.at(-1)!
    expect(extra).toMatchObject({ id: 'Baloo Bhaina 2 600 (my-odia.woff2)', family: 'Baloo Bhaina 2', weight: 600 })
    expect(extra.files).toHaveLength(3)
    expect(set.coverage.get(extra.id)!.has('7'.codePointAt(0)!)).toBe(true)
    const image = new LineRenderer(set.styles).render({
      text: 'ଓଡ଼ିଆ 7',
      variant: { style: extra.id, size: 32, background: '#ffffff' },
    })
    expect(image.width).toBeGreaterThan(50)
  })
})
