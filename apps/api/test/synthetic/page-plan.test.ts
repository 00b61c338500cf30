import { defaultChoices, loadStyleSet } from '@odia-ai/renderer'
import { describe, expect, it } from 'vitest'
import { planPages } from '../../src/synthetic/page-plan'
import { appErrorOf } from '../helpers/app-error'

const set = loadStyleSet()
const CHOICES = defaultChoices('page', set.styles)
const PAGE_OPTIONS = { columns: 1, rotation: false, scanLook: false } as const
const TEXTS = Array.from({ length: 200 }, (_, index) => `ଓଡ଼ିଆ ଭାଷା କ୍ଷେତ୍ର ସ୍ୱାସ୍ଥ୍ୟ ଶ୍ରୀ ଜଗନ୍ନାଥ ${index}`)

describe('planPages', () => {
  it('lays out every text and counts its lines', async () => {
    const plan = await planPages(TEXTS, PAGE_OPTIONS, CHOICES, set, new AbortController().signal)
    expect(plan.pages.length).toBeGreaterThan(1)
    expect(plan.lines).toBe(plan.pages.reduce((sum, page) => sum + page.lines.length, 0))
    expect(plan.skipped.size).toBe(0)
  })

  it('refuses a job of more pages than the limit before drawing any, saying the limit', async () => {
    const pages = (await planPages(TEXTS, PAGE_OPTIONS, CHOICES, set, new AbortController().signal)).pages.length
    const refused = planPages(TEXTS, PAGE_OPTIONS, CHOICES, set, new AbortController().signal, pages - 1)
    expect(await appErrorOf(refused)).toMatchObject({
      statusCode: 400,
      code: 'TOO_MANY_PAGES',
      message: `These 200 texts fill more than ${pages - 1} pages; one job makes at most ${pages - 1}. Use fewer or shorter texts.`,
    })
  })

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController()
    controller.abort(new Error('client went away'))
    await expect(planPages(TEXTS, PAGE_OPTIONS, CHOICES, set, controller.signal)).rejects.toThrow('client went away')
  })
})
