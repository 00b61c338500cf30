import type { Page } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { parseCsv } from './support/parse-csv'
import { renderOdiaPng } from './support/render-odia-png'

const WRONG = 'ଓଡିଆ ଭାସା'
const RIGHT = 'ଓଡ଼ିଆ ଭାଷା'
const NOTE = 'ଡ଼ and ଷ are misread: compare with the scan.'

const review = (page: Page) => page.getByRole('region', { name: 'Review' })
const projectBar = (page: Page) => page.getByRole('region', { name: 'Project' })

/** Opens the link another person shared, waiting for the image it names. */
async function openLink(page: Page, link: string, image: string) {
  await page.goto(link)
  await expect(ocrPage(page).picker).toHaveText(image)
}

test('review round trip: A saves with a name, B sends back with a note, A fixes, B marks reviewed, the reviewed export holds it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow() // two people, two browsers, a dozen steps
  const annotator = ocrPage(page)
  await annotator.open()

  // A makes a project for the book and loads two pages into it.
  await projectBar(page).getByRole('button', { name: 'New project' }).click()
  await projectBar(page).getByRole('textbox', { name: 'New project name' }).fill('Book 2')
  await projectBar(page).getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/[?&]project=2\b/)
  await expect(projectBar(page).getByRole('combobox', { name: 'Project' })).toHaveValue('2')
  await annotator.upload([await renderOdiaPng(page, 'p1.png', RIGHT), await renderOdiaPng(page, 'p2.png', 'କମଳ')])

  // A's first save asks for their name once; it is kept in this browser.
  page.once('dialog', (dialog) => void dialog.accept('Asha'))
  await annotator.editor.fill(WRONG)
  await annotator.saveButton.click()
  await expect(annotator.saveState).toHaveText('Saved')
  await expect(projectBar(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha')
  await expect(review(page)).toContainText('Validated by Asha')
  await expect(review(page)).toContainText('You validated this image: someone else reviews it.')
  // The second page is validated too, and never reviewed: the reviewed export must leave it out.
  await annotator.next.click()
  await annotator.editor.fill('କମଳ')
  await annotator.saveButton.click()
  await expect(annotator.saveState).toHaveText('Saved')
  const link = new URL(page.url())
  link.searchParams.set('image', 'p1.png')

  // B, in another browser, types their name and sends p1.png back with a note.
  const other = await browser.newContext({ baseURL })
  const reviewerPage = await other.newPage()
  await openLink(reviewerPage, `${link.pathname}${link.search}`, 'p1.png')
  await projectBar(reviewerPage).getByRole('textbox', { name: 'Your name' }).fill('Bijay')
  await expect(ocrPage(reviewerPage).editor).toHaveValue(WRONG)
  await review(reviewerPage).getByRole('button', { name: 'Send back' }).click()
  await review(reviewerPage).getByRole('textbox', { name: 'What needs fixing' }).fill(NOTE)
  await review(reviewerPage).getByRole('button', { name: 'Send back with this note' }).click()
  await expect(review(reviewerPage).getByLabel('Review note')).toHaveText(`To fix: ${NOTE}`)
  await expect(review(reviewerPage)).toContainText('Sent back by Bijay')

  // A sees the note (the list finds what was sent back), fixes the text, and the note goes with the old text.
  await page.reload()
  await page.getByRole('combobox', { name: 'Show images' }).selectOption('sent-back')
  await annotator.picker.click()
  await expect(annotator.listbox.getByRole('option')).toHaveText([/p1\.png/])
  await annotator.listbox.getByRole('option', { name: /p1\.png/ }).click()
  await expect(review(page).getByLabel('Review note')).toHaveText(`To fix: ${NOTE}`)
  await annotator.editor.fill(RIGHT)
  await annotator.saveButton.click()
  await expect(annotator.saveState).toHaveText('Saved')
  await expect(review(page).getByLabel('Review note')).toHaveCount(0)

  // B reads the fixed text and marks it reviewed.
  await reviewerPage.reload()
  await expect(ocrPage(reviewerPage).editor).toHaveValue(RIGHT)
  await review(reviewerPage).getByRole('button', { name: 'Mark reviewed' }).click()
  await expect(review(reviewerPage)).toContainText('Reviewed by Bijay')
  // B's browser has never opened the controls behind the toggle, where the figures are.
  await reviewerPage.getByRole('button', { name: 'More controls' }).click()
  await reviewerPage.getByText('Who did what: 2 people').click()
  const people = reviewerPage.getByRole('table', { name: /Who did what/ })
  await expect(people.getByRole('row')).toHaveText([
    /Person.*Validated.*Reviewed.*Sent back/,
    /Asha\s*2\s*0\s*0/,
    /Bijay\s*0\s*1\s*1/,
  ])

  // Only reviewed: the export holds the fixed, reviewed page and not the other one.
  const reviewer = ocrPage(reviewerPage)
  await reviewerPage.getByRole('checkbox', { name: 'Only reviewed images' }).check()
  const { name, text } = await reviewer.exportCsv()
  expect(name).toBe('annotations.csv')
  expect(parseCsv(text)).toEqual([
    ['image_filename', 'extracted_text', 'validated_text'],
    ['p1.png', '', RIGHT],
  ])
  await other.close()

  // The default project was never touched.
  await projectBar(page).getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Default project' })
  await expect(annotator.picker).toHaveText('Select Image')
})

test('a project is deleted after a confirmation naming it and its images; its images are gone, the default project stays', async ({
  page,
}) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload([await renderOdiaPng(page, 'keep.png', 'ରହିବ')])
  await projectBar(page).getByRole('button', { name: 'New project' }).click()
  await projectBar(page).getByRole('textbox', { name: 'New project name' }).fill('Scratch')
  await projectBar(page).getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/[?&]project=2\b/)
  await ocr.upload([await renderOdiaPng(page, 'a.png', 'କ'), await renderOdiaPng(page, 'b.png', 'ଖ')])

  // One image goes on its own first.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete image “a.png” with its text, lines and review? This cannot be undone.')
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Delete image' }).click()
  await expect(ocr.picker).toHaveText('b.png')

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Delete project “Scratch” with 1 image and their annotations, lines and reviews? This cannot be undone.',
    )
    void dialog.accept()
  })
  await projectBar(page).getByRole('button', { name: 'Delete project' }).click()
  await expect(page).not.toHaveURL(/project=/)
  await expect(ocr.picker).toHaveText('keep.png')
  await expect(projectBar(page).getByRole('combobox', { name: 'Project' }).getByRole('option')).toHaveText([
    'Default project',
  ])
  await expect(projectBar(page).getByRole('button', { name: 'Delete project' })).toBeDisabled()
})
