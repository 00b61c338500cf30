import { expect, test } from './support/fresh-server-test'
import { parseCsv } from './support/parse-csv'
import { ocrPage } from './support/ocr-page'
import { renderOdiaPng } from './support/render-odia-png'

test('the project counts and filters flagged images, and the export can carry a flags column', async ({ page }) => {
  const ocr = ocrPage(page)
  await ocr.open()
  await ocr.upload([await renderOdiaPng(page, 'a.png', 'ଆମ'), await renderOdiaPng(page, 'b.png', 'ଘର')])
  // a.png is saved with ଅ + ା (for ଆ): kept as typed, and flagged.
  await ocr.editor.fill('ଅାମ ଘର')
  await ocr.saveButton.click()
  await expect(ocr.saveState).toHaveText('Saved')
  const show = page.getByRole('combobox', { name: 'Show images' })
  await expect(show.locator('option[value="flagged"]')).toHaveText('Flagged (1)')
  await show.selectOption('flagged')
  await expect(page.getByText('1 of 2 shown')).toBeVisible()
  await ocr.picker.click()
  await expect(ocr.listbox.getByRole('option')).toHaveText([/a\.png/])
  await page.keyboard.press('Escape')

  await page.getByRole('checkbox', { name: 'With flags column' }).check()
  const { name, text } = await ocr.exportCsv()
  expect(name).toBe('annotations.csv')
  const rows = parseCsv(text)
  expect(rows[0]).toEqual(['image_filename', 'extracted_text', 'validated_text', 'flags'])
  expect(rows.slice(1)).toEqual([
    ['a.png', '', 'ଅାମ ଘର', 'sign-without-consonant@0-2'],
    ['b.png', '', '', ''],
  ])
})
