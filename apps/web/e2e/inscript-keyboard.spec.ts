import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

/** Press physical keys (Playwright key names such as `KeyK` or `Shift+Digit7`) one after the other. */
async function press(page: Page, keys: string[]) {
  for (const key of keys) await page.keyboard.press(key)
}

const textArea = (page: Page) => page.getByRole('textbox', { name: 'Validated text' })
const toggle = (page: Page) => page.getByRole('checkbox', { name: 'Enable Odiya INSCRIPT Keyboard' })

test.beforeEach(async ({ page }) => {
  await page.goto('/ocr')
  await textArea(page).focus()
})

test('the keyboard is on by default and types INSCRIPT, vowel signs after their consonant', async ({ page }) => {
  await expect(toggle(page)).toBeChecked()
  await press(page, [
    'KeyK',
    'KeyE',
    'Space',
    'KeyK',
    'KeyD',
    'Shift+KeyK',
    'Space',
    'KeyK',
    'KeyS',
    'Digit1',
    'Digit0',
  ])
  await expect(textArea(page)).toHaveValue('କା କ୍ଖ କେ୧୦')
})

test('Shift types the Shift layer, including whole conjuncts', async ({ page }) => {
  await press(page, ['Shift+KeyD', 'Shift+Digit7', 'Shift+KeyE', 'Shift+Period', 'Shift+Slash', 'Slash'])
  await expect(textArea(page)).toHaveValue('ଅକ୍ଷଆ।ଯୟ')
})

test('AltGr (right Alt, or Ctrl+Alt as Windows reports it) types the enhanced layer', async ({ page }) => {
  await page.keyboard.down('AltRight')
  await press(page, ['BracketLeft', 'Shift+BracketLeft', 'KeyB', 'KeyX', 'Period', 'Digit4', 'Digit1'])
  await page.keyboard.up('AltRight')
  await page.keyboard.press('KeyK')
  await expect(textArea(page)).toHaveValue('ଡ\u0B3Cଢ\u0B3Cଵ୰॥₹\u200Dକ')
  await press(page, ['Control+Alt+KeyB', 'Control+Alt+Shift+KeyF'])
  await expect(textArea(page)).toHaveValue('ଡ\u0B3Cଢ\u0B3Cଵ୰॥₹\u200Dକଵଌ')
})

test('with the keyboard off, typing is untouched', async ({ page }) => {
  await toggle(page).uncheck()
  await textArea(page).focus()
  await press(page, ['KeyK', 'KeyE', 'Shift+Digit7'])
  await expect(textArea(page)).toHaveValue('ke&')
  await toggle(page).check()
  await textArea(page).focus()
  await page.keyboard.press('KeyK')
  await expect(textArea(page)).toHaveValue('ke&କ')
})

test('a selection is replaced, and editing keys and Ctrl shortcuts behave normally', async ({ page }) => {
  await press(page, ['KeyK', 'Shift+KeyK', 'KeyI', 'ArrowLeft', 'Shift+ArrowLeft', 'KeyY'])
  await expect(textArea(page)).toHaveValue('କବଗ')
  await press(page, ['End', 'Enter', 'KeyL', 'KeyL', 'Backspace', 'Home', 'Delete'])
  await expect(textArea(page)).toHaveValue('କବଗ\n')
  await press(page, ['Control+KeyA', 'KeyM'])
  await expect(textArea(page)).toHaveValue('ସ')
})

test('a vowel sign typed onto its parts is stored composed (NFC)', async ({ page }) => {
  await press(page, ['KeyK', 'KeyS', 'KeyE'])
  await expect(textArea(page)).toHaveValue('କୋ')
})

test('undo and redo work after mapped typing, one typed key at a time', async ({ page }) => {
  await press(page, ['KeyK', 'KeyE'])
  await expect(textArea(page)).toHaveValue('କା')
  await page.keyboard.press('Control+KeyZ')
  await expect(textArea(page)).toHaveValue('କ')
  await page.keyboard.press('Control+KeyZ')
  await expect(textArea(page)).toHaveValue('')
  await page.keyboard.press('Control+Shift+KeyZ')
  await expect(textArea(page)).toHaveValue('କ')
})

test('paste is NFC-normalised', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => navigator.clipboard.writeText('ମୋ\u0B47\u0B3E'))
  await page.keyboard.press('Control+KeyV')
  await expect(textArea(page)).toHaveValue('ମୋୋ')
})

test('virtual keys insert at the caret, replace a selection and give focus back', async ({ page }) => {
  await press(page, ['KeyK', 'KeyL'])
  await page.keyboard.press('ArrowLeft')
  await page.getByRole('button', { name: '◌ା (e)' }).click()
  await expect(textArea(page)).toHaveValue('କାତ')
  await expect(textArea(page)).toBeFocused()
  await page.keyboard.press('KeyN')
  await expect(textArea(page)).toHaveValue('କାଲତ')

  await page.keyboard.press('Shift+ArrowLeft')
  await page.getByRole('button', { name: 'Shift' }).click()
  await page.getByRole('button', { name: 'ଖ (K)' }).click()
  await expect(textArea(page)).toHaveValue('କାଖତ')
  await page.getByRole('button', { name: 'Space', exact: true }).click()
  await expect(textArea(page)).toHaveValue('କାଖ ତ')
  await page.keyboard.press('Control+KeyZ')
  await expect(textArea(page)).toHaveValue('କାଖତ')
  await page.keyboard.press('Control+KeyZ')
  await expect(textArea(page)).toHaveValue('କାଲତ')
})

test('the virtual keyboard shows every row, the Shift and AltGr layers, and works from the keyboard alone', async ({
  page,
}) => {
  const keyboard = page.getByRole('region', { name: 'Virtual Keyboard' })
  // The layout's five rows, and the editing keys (←, →, Backspace, Enter).
  await expect(keyboard.locator('.virtual-keyboard__row')).toHaveCount(6)
  await expect(keyboard.getByRole('button', { name: 'କ (k)' })).toBeVisible()
  await keyboard.getByRole('button', { name: 'AltGr' }).click()
  await expect(keyboard.getByRole('button', { name: 'ZWJ (1)' })).toBeVisible()

  await keyboard.getByRole('button', { name: 'ଡ଼ ([)' }).focus()
  await page.keyboard.press('Enter')
  await expect(textArea(page)).toHaveValue('ଡ\u0B3C')
  await expect(textArea(page)).toBeFocused()

  // The keys are one tab stop: Tab from the Hide button lands on the last key used and leaves the keys with the next Tab;
  // arrows move between them.
  await keyboard.getByRole('button', { name: 'AltGr' }).click()
  await keyboard.getByRole('button', { name: 'Hide keyboard' }).focus()
  await page.keyboard.press('Tab')
  const keys = keyboard.getByRole('group', { name: /^Keys/ })
  await expect(keys.locator(':focus')).toHaveAttribute('data-code', 'BracketLeft')
  await page.keyboard.press('ArrowRight')
  await expect(keys.locator(':focus')).toHaveAttribute('data-code', 'BracketRight')
  await page.keyboard.press('Tab')
  await expect(keys.locator(':focus')).toHaveCount(0)
})

test('a physical key press highlights its virtual key', async ({ page }) => {
  const key = page.getByRole('button', { name: 'କ (k)' })
  await page.keyboard.down('KeyK')
  await expect(key).toHaveClass(/virtual-keyboard__key--pressed/)
  await page.keyboard.up('KeyK')
  await expect(key).not.toHaveClass(/virtual-keyboard__key--pressed/)
})
