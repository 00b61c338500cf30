import type { Page, Request } from '@playwright/test'
import { expect, test } from './support/fresh-server-test'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

/** The image lists of every batch the page starts, as sent. */
function batchesSent(page: Page): string[][] {
  const sent: string[][] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ocr/jobs')
      sent.push((request.postDataJSON() as { image_filenames: string[] }).image_filenames)
  })
  return sent
}

test('Process OCR on images that already have text asks first, by keyboard, naming the count, the engine and the cost', async ({
  page,
  gemini,
}) => {
  const ocr = ocrPage(page)
  const sent = batchesSent(page)
  await ocr.open()
  const images = await Promise.all(
    ['one', 'two', 'three'].map((name, index) => renderOdiaPng(page, `${name}.png`, ['କ', 'ଖ', 'ଗ'][index]!)),
  )
  for (const image of images) gemini.fixtures[image.sha256] = image.text
  const question = page.getByRole('dialog', { name: 'Read images that already have text?' })

  // Nothing read yet: no question.
  await ocr.upload(images.slice(0, 2))
  await ocr.keyField.fill('paid-key')
  await ocr.processButton.click()
  await expect(ocr.job).toContainText('OCR finished: 2 / 2 images')
  await expect(question).toBeHidden()

  // A third image: the question names the two read, the engine and the cost; Escape leaves everything as it is.
  await ocr.upload(images.slice(2))
  await ocr.processButton.click()
  await expect(question).toBeVisible()
  await expect(question).toContainText('2 of 3 images already have text. Gemini would read those again')
  await expect(question).toContainText('Gemini bills your API key for every image it reads')
  const unreadOnly = question.getByRole('button', { name: 'Read the 1 unread image only' })
  await expect(unreadOnly).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(ocr.processButton).toBeFocused()
  expect(sent).toHaveLength(1)

  // Enter on the offered choice reads the unread image only.
  await page.keyboard.press('Enter')
  await expect(unreadOnly).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ocr.job).toContainText('OCR finished: 1 / 1 images')
  expect(sent.at(-1)).toEqual(['three.png'])

  // Everything read: Enter keeps it (the focus is on Cancel); Tab reaches `Read all … again`.
  await ocr.processButton.focus()
  await page.keyboard.press('Enter')
  await expect(question).toContainText('All 3 images already have text.')
  await expect(question.getByRole('button', { name: /unread/ })).toHaveCount(0)
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  expect(sent).toHaveLength(2)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab')
  await expect(question.getByRole('button', { name: 'Read all 3 images again with Gemini' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(ocr.job).toContainText('OCR finished: 3 / 3 images')
  expect(sent.at(-1)).toEqual(['one.png', 'two.png', 'three.png'])

  // The offline engine is named, and costs nothing.
  await page.getByRole('combobox', { name: 'Engine' }).selectOption('tesseract')
  await ocr.processButton.click()
  await expect(question).toContainText('Tesseract would read them again')
  await expect(question).not.toContainText('bills')
  await page.keyboard.press('Escape')
  expect(sent).toHaveLength(3)
})
