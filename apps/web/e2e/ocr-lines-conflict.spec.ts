import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { EXTRACTED, seedPage, storedLines, TRUTH } from './support/seed-lines-page'

const field = (page: Page) => page.getByRole('textbox', { name: 'Line text' })

/** Someone else saves the page's lines while the editor has them open: the third line validated. */
async function savedElsewhere(request: APIRequestContext, name: string, third: string) {
  const lines = (await storedLines(request, name)).map(({ box, extracted_text }, index) => ({
    box,
    extracted_text,
    validated_text: index === 2 ? third : '',
  }))
  expect((await request.put('/api/ocr/lines', { data: { image_filename: name, lines } })).ok()).toBe(true)
}

test('an editor with an older copy of a page does not write over lines saved meanwhile', async ({ page, request }) => {
  const rendered = await seedPage(page, request)
  await ocrPage(page).open()
  await expect(field(page)).toHaveValue(EXTRACTED[0]!)

  await savedElsewhere(request, rendered.name, TRUTH[2]!)
  await field(page).fill('ଓଡ଼ିଆ')
  await field(page).press('Enter')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Lines not saved: The lines of this page changed since you opened them')
  expect((await storedLines(request, rendered.name)).map((line) => line.validated_text)).toEqual(['', '', TRUTH[2]])

  // Loading the new lines shows the other person's work; the editor's edit is dropped, as the button says.
  await page.getByRole('button', { name: 'Load the new lines, dropping my edits' }).click()
  await expect(alert).toBeHidden()
  await expect(page.getByRole('button', { name: `Line 3, Validated: ${TRUTH[2]}` })).toBeVisible()

  // Edited on the new copy, the next save goes through and keeps theirs.
  await field(page).fill(TRUTH[1]!)
  await field(page).press('Enter')
  await expect
    .poll(async () => (await storedLines(request, rendered.name)).map((line) => line.validated_text))
    .toEqual(['', TRUTH[1], TRUTH[2]])

  // Changed once more elsewhere; this time the person keeps their own copy, by the keyboard.
  await savedElsewhere(request, rendered.name, 'ନମସ୍କାର')
  await page.getByRole('button', { name: /^Line 1, / }).click()
  await field(page).fill(TRUTH[0]!)
  await field(page).press('Enter')
  await expect(alert).toBeVisible()
  await page.getByRole('button', { name: 'Save mine over them' }).focus()
  await page.keyboard.press('Enter')
  await expect(alert).toBeHidden()
  await expect
    .poll(async () => (await storedLines(request, rendered.name)).map((line) => line.validated_text))
    .toEqual([TRUTH[0], TRUTH[1], TRUTH[2]])
})
