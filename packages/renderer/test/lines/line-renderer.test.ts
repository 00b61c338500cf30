import { describe, expect, it } from 'vitest'
import {
  defaultChoices,
  LineRenderer,
  planText,
  type RealisticLook,
  type RenderTask,
  type Variant,
} from '../../src/index'
import { decodeGray, styleSet } from '../helpers'

const CONJUNCTS = 'କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ କୌଶଲ୍ୟା'
/** Top vowel signs, candrabindu, subscripts and below-base forms: the parts a tight box clips first. */
const TALL_AND_DEEP = ['ଁକିଁ ଶ୍ରୀ ଈଶ୍ୱର ଙ୍କୁ', 'ଦ୍ଧ୍ୟ ସ୍ତ୍ରୀ କ୍ଷୁଦ୍ର ଋଷି', 'ର୍ଜ୍ଜୀ ଷ୍ଟ୍ରେ ଦ୍ୱୈତ ୟୌ', 'ଡ଼ଢ଼ୃକୄୢ']

const clean = (style: string, size: number): Variant => ({ style, size, background: '#ffffff' })
const renderer = () => new LineRenderer(styleSet().styles)

describe('LineRenderer', () => {
  it('shapes whole strings: a conjunct-heavy text differs from its code points drawn one by one', async () => {
    const lines = renderer()
    const whole = lines.render({ text: CONJUNCTS, variant: clean('Noto Sans Oriya 400', 48) })
    // ZWNJ between every code point stops HarfBuzz from forming conjuncts, as per-character drawing would.
    const separate = lines.render({ text: [...CONJUNCTS].join('\u200C'), variant: clean('Noto Sans Oriya 400', 48) })
    expect(Buffer.from(whole.data).equals(Buffer.from(separate.data))).toBe(false)
    expect(separate.width).toBeGreaterThan(whole.width)
  })

  it('renders the same text to the same bytes on every run and in every renderer', () => {
    const task: RenderTask = { text: CONJUNCTS, variant: clean('Baloo Bhaina 2 700', 40) }
    const first = renderer().render(task)
    expect(Buffer.from(renderer().render(task).data).equals(Buffer.from(first.data))).toBe(true)
    const realistic = planText(
      'ultra-realistic',
      CONJUNCTS,
      0,
      defaultChoices('ultra-realistic', styleSet().styles, 9),
      styleSet(),
    ).variants[0]!
    const a = renderer().render({ text: CONJUNCTS, variant: realistic })
    const b = renderer().render({ text: CONJUNCTS, variant: realistic })
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true)
  })

  it('renders a batch, measured before it is drawn, to the same images as one task at a time', () => {
    const [realistic] = planText(
      'ultra-realistic',
      CONJUNCTS,
      0,
      defaultChoices('ultra-realistic', styleSet().styles, 2),
      styleSet(),
    ).variants
    const tasks: RenderTask[] = [
      { text: CONJUNCTS, variant: clean('Noto Sans Oriya 400', 48) },
      { text: 'ଘର', variant: { ...clean('Anek Odia 800', 24), background: '#eeeeee' } },
      { text: CONJUNCTS, variant: { ...realistic!, look: { ...realistic!.look!, thickness: 1 } } },
      { text: 'ଶ୍ରୀ ଜଗନ୍ନାଥ', variant: clean('Baloo Bhaina 2 700', 36), height: 32 },
    ]
    const batch = renderer().renderBatch(tasks)
    const oneByOne = tasks.map((task) => renderer().render(task))
    expect(batch.map((image) => [image.width, image.height, image.ext])).toEqual(
      oneByOne.map((image) => [image.width, image.height, image.ext]),
    )
    expect(batch.map((image) => Buffer.from(image.data).toString('base64'))).toEqual(
      oneByOne.map((image) => Buffer.from(image.data).toString('base64')),
    )
    expect(new Set(batch.map((image) => image.width)).size).toBe(4)
  })

  it('reuses its canvas without leaking: a line drawn after a longer, taller one is the same as drawn first', () => {
    const lines = renderer()
    const task: RenderTask = { text: 'ଘର', variant: clean('Noto Sans Oriya 400', 32) }
    const first = renderer().render(task)
    lines.render({
      text: CONJUNCTS,
      variant: { ...clean('Noto Sans Oriya 900', 80), background: '#dddddd' },
      height: 150,
    })
    const after = lines.render(task)
    expect([after.width, after.height]).toEqual([first.width, first.height])
    expect(Buffer.from(after.data).equals(Buffer.from(first.data))).toBe(true)
  })

  it('reuses its paper/scan canvases without leaking: a degraded line drawn after a larger one is the same as drawn first', () => {
    const [variant] = planText(
      'ultra-realistic',
      'ଘର',
      0,
      defaultChoices('ultra-realistic', styleSet().styles, 3),
      styleSet(),
    ).variants
    const look = { ...variant!.look!, perspective: 0.1, downscale: 0.6, thickness: 0.5, blur: 0.8 }
    const task: RenderTask = { text: 'ଘର', variant: { ...variant!, look } }
    const first = renderer().render(task)
    const lines = renderer()
    const larger = { ...look, perspective: -0.12, downscale: 0.5, paper: '#e9e4d8', ink: '#2a1a10', rotation: -2 }
    lines.render({ text: CONJUNCTS, variant: { ...variant!, size: 80, look: larger } })
    const after = lines.render(task)
    expect([after.width, after.height]).toEqual([first.width, first.height])
    expect(Buffer.from(after.data).equals(Buffer.from(first.data))).toBe(true)
  })

  it.each(['Noto Sans Oriya 400', 'Noto Sans Oriya 900', 'Baloo Bhaina 2 800', 'Anek Odia 100', 'Anek Odia 800'])(
    'never lets the ink of %s touch the edge',
    async (style) => {
      for (const text of TALL_AND_DEEP) {
        for (const size of [24, 48, 80]) {
          const image = await decodeGray(renderer().render({ text, variant: clean(style, size) }).data)
          let inked = 0
          for (let x = 0; x < image.width; x++) {
            expect(image.gray(x, 0)).toBe(255)
            expect(image.gray(x, image.height - 1)).toBe(255)
          }
          for (let y = 0; y < image.height; y++) {
            expect(image.gray(0, y)).toBe(255)
            expect(image.gray(image.width - 1, y)).toBe(255)
            for (let x = 0; x < image.width; x++) if (image.gray(x, y) < 200) inked++
          }
          expect(inked).toBeGreaterThan(20)
        }
      }
    },
  )

  it('reads back only the ink box of a clean line, and its padding is exactly what Skia draws there', () => {
    // A fixed height equal to the natural one reads the whole image: both must give the same bytes.
    const lines = renderer()
    for (const style of ['Noto Sans Oriya 400', 'Baloo Bhaina 2 800', 'Anek Odia 100']) {
      for (const text of [...TALL_AND_DEEP, CONJUNCTS]) {
        for (const size of [24, 48, 80]) {
          for (const background of ['#ffffff', '#dddddd']) {
            const variant = { style, size, background }
            const inkOnly = lines.render({ text, variant })
            const whole = lines.render({ text, variant, height: inkOnly.height })
            expect(whole.width).toBe(inkOnly.width)
            expect(
              Buffer.from(inkOnly.data).equals(Buffer.from(whole.data)),
              `${style} ${size}px ${background} ${text}`,
            ).toBe(true)
          }
        }
      }
    }
  })

  it('scales clean and paper/scan images to a fixed height', async () => {
    const image = await decodeGray(
      renderer().render({ text: CONJUNCTS, variant: clean('Noto Sans Oriya 400', 48), height: 32 }).data,
    )
    expect(image.height).toBe(32)
    for (const variant of planText(
      'ultra-realistic',
      CONJUNCTS,
      1,
      defaultChoices('ultra-realistic', styleSet().styles, 2),
      styleSet(),
    ).variants) {
      const scan = await decodeGray(renderer().render({ text: CONJUNCTS, variant, height: 40 }).data)
      expect(scan.height).toBe(40)
      expect(scan.width).toBeGreaterThan(200)
    }
  })

  it('makes JPEG paper/scan variants with the size their rotation needs', async () => {
    const variant = planText(
      'ultra-realistic',
      CONJUNCTS,
      3,
      defaultChoices('ultra-realistic', styleSet().styles, 5),
      styleSet(),
    ).variants[1]!
    const image = renderer().render({ text: CONJUNCTS, variant })
    expect(image.ext).toBe('jpg')
    expect(Buffer.from(image.data.subarray(0, 3)).toString('hex')).toBe('ffd8ff')
    const decoded = await decodeGray(image.data)
    expect([decoded.width, decoded.height]).toEqual([image.width, image.height])
  })

  /**
   * A paper/scan image of CONJUNCTS with only the named degradations (black on white, no noise, light or
   * perspective), decoded; its outermost rows and columns must be paper: the degraded ink stays inside.
   */
  const scanWith = async (degradations: Partial<RealisticLook>) => {
    const variant = planText(
      'ultra-realistic',
      CONJUNCTS,
      0,
      defaultChoices('ultra-realistic', styleSet().styles, 1),
      styleSet(),
    ).variants[0]!
    const clean = {
      thickness: 0,
      blur: 0,
      rotation: 0,
      shear: 0,
      perspective: 0,
      downscale: 1,
      texture: 0,
      grain: 0,
      light: 0,
      jpegQuality: 95,
      paper: '#ffffff',
      ink: '#000000',
    }
    const look = { ...variant.look!, ...clean, ...degradations }
    const image = await decodeGray(renderer().render({ text: CONJUNCTS, variant: { ...variant, look } }).data)
    for (let x = 0; x < image.width; x++)
      expect(Math.min(image.gray(x, 0), image.gray(x, image.height - 1))).toBeGreaterThan(230)
    for (let y = 0; y < image.height; y++)
      expect(Math.min(image.gray(0, y), image.gray(image.width - 1, y))).toBeGreaterThan(230)
    /** Pixels darker than `level`. */
    const darker = (level: number) => {
      let count = 0
      for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (image.gray(x, y) < level) count++
      return count
    }
    /** All the ink: how far below paper white each pixel is, summed. */
    let ink = 0
    for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) ink += 255 - image.gray(x, y)
    return { darker, ink }
  }

  it('draws heavier ink in proportion to the thickness, still inside the image', async () => {
    const ink = async (thickness: number) => (await scanWith({ thickness })).ink
    const [none, half, full] = [await ink(0), await ink(0.5), await ink(1)]
    expect(half).toBeGreaterThan(none * 1.05)
    expect(full).toBeGreaterThan(half * 1.05)
  })

  it('blurs by the recorded radius, sub-pixel radii included, and keeps the blurred ink inside', async () => {
    /** Soft pixels (neither paper nor full ink) grow with the blur; the dark core stays. */
    const measure = async (blur: number) => {
      const { darker } = await scanWith({ blur, rotation: 1.5, shear: 0.1 })
      return { soft: darker(230) - darker(100), dark: darker(100) }
    }
    const sharp = await measure(0)
    // `ctx.filter = 'blur(0.6px)'` drew no blur at all: the canvas library rounds its radius to whole pixels.
    const slight = await measure(0.6)
    const strong = await measure(1.2)
    expect(slight.soft).toBeGreaterThan(sharp.soft * 1.3)
    expect(strong.soft).toBeGreaterThan(slight.soft * 1.5)
    expect(strong.dark).toBeGreaterThan(sharp.dark * 0.4)
  })
})
