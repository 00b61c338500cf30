// `pnpm bench` (or `pnpm --filter @odia-ai/web bench`): issues 21's and 32's "Measured" figures for the OCR screen, in the system
// Chromium at 1366 × 768 against the built server, with 10,000 images in the project (seeded by apps/api/bench).
import { getAnnotations, getFlagCounts, type AnnotationsState, type FlagCounts } from '@odia-ai/contract'
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { filterImages, type ImageFilter } from '../src/routes/-ocr/navigator/image-filters'
import { nextToDo } from '../src/routes/-ocr/navigator/next-to-do'
import { editorTextFor } from '../src/routes/-ocr/common/annotation-view'
import { startSeededServer } from './bench-server'
import { summarize, type Figure } from './figures'
import { installBenchTimers } from './in-page-timers'
import { measureBaselineDrag } from './line-drag-figures'
import { measurePageViewer } from './page-viewer-figures'

const IMAGES = 10_000
const MOVES = 40
const KEYS = ['KeyK', 'KeyE', 'KeyL', 'KeyD', 'KeyJ', 'KeyF', 'Space', 'KeyH', 'KeyS', 'Semicolon', 'KeyC', 'Space']
const KEY_ROUNDS = 6
const FILTERS: ImageFilter[] = ['to-do', 'validated', 'reviewed', 'flagged', 'failed', 'all']
const SEARCHES = ['page-01', 'page-012', '0123', '9', '']
const ROUNDS = 4
const QUALITY_OPENS = 8

const server = await startSeededServer(IMAGES)
const browser = await chromium.launch(playwrightConfig.use?.launchOptions)
try {
  const fetchJson = async <T>(url: string) => (await fetch(new URL(url, server.baseUrl))).json() as Promise<T>
  let { valid_images: images, annotations } = await fetchJson<AnnotationsState>(getAnnotations.url)
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, baseURL: server.baseUrl })
  // tsx names the functions it compiles with a helper the page lacks; the timers run in the page, so give it one.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target' })
  await page.addInitScript(installBenchTimers)
  await page.goto(`/ocr?image=${images[0]}`)
  await page.getByRole('textbox', { name: 'Validated text' }).waitFor()
  // Past the cores, every figure waits for a turn on one: the load says how busy the machine was.
  const machine = `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`
  console.log(
    `OCR screen in Chromium, 1366 × 768, ${images.length.toLocaleString('en')} images in the project (${machine}):`,
  )
  const met: boolean[] = []
  const figures = {
    push(figure: Figure) {
      const { line, met: meets } = summarize(figure)
      met.push(meets)
      console.log(`  ${line}`)
    },
  }
  const show = (index: number) => ({ name: images[index]!, text: editorTextFor(annotations[images[index]!]) })

  let index = 0
  const next: number[] = []
  for (let move = 0; move < MOVES; move += 1)
    next.push(await page.evaluate((move) => window.bench.timeMove(move), { button: 'Next', ...show((index += 1)) }))
  figures.push({ name: '`Next` → the next image and its text shown', samples: next, targetMs: 100 })
  const toDo: number[] = []
  for (let move = 0; move < MOVES; move += 1) {
    index = nextToDo(images, annotations, index)!
    toDo.push(await page.evaluate((move) => window.bench.timeMove(move), { button: 'Next to do', ...show(index) }))
  }
  figures.push({ name: '`Next to do` → that image and its text shown', samples: toDo, targetMs: 100 })

  // Typing at the end of the text, a key at a time as a person types (each key's work done before the next).
  const editor = page.getByRole('textbox', { name: 'Validated text' })
  await editor.focus()
  await page.keyboard.press('End')
  const typeKeys = async () => {
    await page.evaluate(() => window.bench.recordKeys())
    for (let round = 0; round < KEY_ROUNDS; round += 1) {
      for (const key of KEYS) {
        await page.keyboard.press(key)
        await page.waitForTimeout(40)
      }
    }
    return page.evaluate(() => window.bench.keyTimes())
  }
  const keys = await typeKeys()
  figures.push({ name: 'INSCRIPT key → its character in the editor', samples: keys.work, targetMs: 16 })
  figures.push({
    name: 'INSCRIPT key → the frame that paints it (waits for the display, ≤ 16.7 ms)',
    samples: keys.frame,
    targetMs: 33,
  })
  // The same keys and timer on a bare textarea, outside the app: the browser's own input path on this machine, which
  // no app code can go under.
  await page.evaluate(() =>
    document.body.append(Object.assign(document.createElement('textarea'), { id: 'bench-floor' })),
  )
  await page.locator('#bench-floor').focus()
  const floor = await typeKeys()
  await page.evaluate(() => document.getElementById('bench-floor')!.remove())
  const { line: floorLine } = summarize({
    name: 'Reference, no app code: a key → its character in a bare textarea',
    samples: floor.work,
    targetMs: 16,
  })
  console.log(`  ${floorLine}`)
  await editor.focus()
  // Saved, the typed image is validated: the filters' expected counts are worked out from the project as stored now.
  await page.keyboard.press('Control+s')
  await page.locator('.ocr-save-status__state', { hasText: /^Saved$/ }).waitFor()
  ;({ valid_images: images, annotations } = await fetchJson<AnnotationsState>(getAnnotations.url))
  const flags = (await fetchJson<FlagCounts>(getFlagCounts.url)).images

  const countShown = (filter: ImageFilter, search: string) => {
    const rows = filterImages(images, annotations, flags, filter, search).length
    return rows === images.length ? null : `${rows.toLocaleString('en')} of ${images.length.toLocaleString('en')} shown`
  }
  const filterTimes: number[] = []
  const searchTimes: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const filter of FILTERS) {
      await page.evaluate((timer) => window.bench.armNavigatorTimer(timer), {
        selector: 'select[aria-label="Show images"]',
        type: 'change',
        count: countShown(filter, ''),
      })
      await page.getByRole('combobox', { name: 'Show images' }).selectOption(filter)
      filterTimes.push(await page.evaluate(() => window.bench.awaitPending()))
    }
    for (const search of SEARCHES) {
      await page.evaluate((timer) => window.bench.armNavigatorTimer(timer), {
        selector: 'input[aria-label="Search file names"]',
        type: 'input',
        count: countShown('all', search),
      })
      await page.getByRole('searchbox', { name: 'Search file names' }).fill(search)
      searchTimes.push(await page.evaluate(() => window.bench.awaitPending()))
    }
  }
  figures.push({ name: 'Status filter → the list narrowed', samples: filterTimes, targetMs: 100 })
  figures.push({ name: 'File-name search → the list narrowed', samples: searchTimes, targetMs: 100 })

  const quality: number[] = []
  for (let open = 0; open < QUALITY_OPENS; open += 1)
    quality.push(await page.evaluate(() => window.bench.timeQualityPanel()))
  figures.push({ name: '`Pictures of quality` opened → every chart drawn', samples: quality, targetMs: 500 })

  await measurePageViewer(page, images.at(-2)!, images.at(-1)!, (figure) => figures.push(figure))

  // Line by line: the seed's last image is a page of 30 lines; the same keys typed into the current line's field.
  await page.goto(`/ocr?image=${images.at(-1)}`)
  await page.getByRole('textbox', { name: 'Line text' }).focus()
  await page.keyboard.press('End')
  const lineKeys = await typeKeys()
  figures.push({
    name: 'INSCRIPT key → its character in a line of a 30-line page',
    samples: lineKeys.work,
    targetMs: 16,
  })
  figures.push({ name: 'INSCRIPT key in a line → the frame that paints it', samples: lineKeys.frame, targetMs: 33 })

  await measureBaselineDrag(page, server.baseUrl, images.at(-1)!, (figure) => figures.push(figure))

  console.log(
    `${met.filter(Boolean).length} of ${met.length} figures meet their target (load average at the end ${loadavg()[0]!.toFixed(1)})`,
  )
} finally {
  await browser.close()
  await server.stop()
}
