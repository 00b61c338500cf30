/**
 * Every key of the OCR screen, in one place: the page-wide shortcuts (matched here, acted on by `useShortcuts`) and the
 * keys a part of the screen answers itself (listed here for `?`'s list). A new page-wide key is one entry in
 * `PAGE_SHORTCUTS` and one action where `useShortcuts` is called; the list shows it without further work.
 */

/** A key, as the list writes it and as `aria-keyshortcuts` names it. */
export interface ShortcutKeys {
  /** As the page writes it: `Alt+N`. */
  keys: string
  /** What it does, in a few words. */
  does: string
  /** The `aria-keyshortcuts` value, when it differs from `keys`. */
  aria?: string
}

export interface PageShortcut extends ShortcutKeys {
  /** Whether a key press is this shortcut (keys that type Odia are left out before this is asked). */
  matches: (event: KeyboardEvent) => boolean
}

/** Fields that take typing of their own (a `?`, a Ctrl+Z): page keys that would steal it stay out of them. */
export const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && target.type !== 'checkbox'))

const command = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
// Alt keys go by the key's place (`code`), which Option on a Mac turns into a dead key or a symbol.
const alt = (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey

export const PAGE_SHORTCUTS = {
  save: {
    keys: 'Ctrl/⌘+S',
    aria: 'Control+S Meta+S',
    does: 'save the current image',
    matches: (event) => command(event) && event.key.toLowerCase() === 's',
  },
  saveAndNext: {
    keys: 'Ctrl/⌘+Enter',
    aria: 'Control+Enter Meta+Enter',
    does: 'save and go to the next image',
    matches: (event) => command(event) && event.key === 'Enter',
  },
  previous: {
    keys: 'Alt+←',
    aria: 'Alt+ArrowLeft',
    does: 'previous image',
    matches: (event) => alt(event) && event.key === 'ArrowLeft',
  },
  next: {
    keys: 'Alt+→',
    aria: 'Alt+ArrowRight',
    does: 'next image',
    matches: (event) => alt(event) && event.key === 'ArrowRight',
  },
  nextToDo: {
    keys: 'Alt+N',
    does: 'next image not yet validated',
    matches: (event) => alt(event) && event.code === 'KeyN',
  },
  fitPage: {
    keys: 'Alt+P',
    does: 'the whole page in the frame',
    matches: (event) => alt(event) && event.code === 'KeyP',
  },
  fitWidth: {
    keys: 'Alt+W',
    does: 'the page as wide as the frame',
    matches: (event) => alt(event) && event.code === 'KeyW',
  },
  findLines: {
    keys: 'Alt+L',
    does: 'find the lines of this page',
    matches: (event) => alt(event) && event.code === 'KeyL',
  },
  toggleInscript: {
    keys: 'Alt+K',
    does: 'turn the INSCRIPT keyboard on or off',
    matches: (event) => alt(event) && event.code === 'KeyK',
  },
  undo: {
    keys: 'Ctrl/⌘+Z',
    aria: 'Control+Z Meta+Z',
    does: 'undo the last box edit (outside a text field)',
    matches: (event) => command(event) && event.key.toLowerCase() === 'z' && !isTextField(event.target),
  },
  showShortcuts: {
    keys: '?',
    does: 'this list of keys (outside a text field)',
    matches: (event) =>
      event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target),
  },
} satisfies Record<string, PageShortcut>

export type PageShortcutName = keyof typeof PAGE_SHORTCUTS

/** The keys a part of the screen answers while it has the focus (or, for the readings, while it shows), by part. */
export const LOCAL_KEYS: Array<{ where: string; keys: ShortcutKeys[] }> = [
  {
    where: 'Once engines have read the image (triage/engine-keys.ts)',
    keys: [{ keys: 'Alt+1, Alt+2, …', does: 'take the reading of the engine at that place in the Engine list' }],
  },
  {
    where: 'In a line’s text field',
    keys: [
      { keys: 'Enter or Tab', does: 'save the line and go to the next' },
      { keys: 'Shift+Enter or Shift+Tab', does: 'previous line' },
      { keys: 'Escape', does: 'leave the field for the line’s box on the image' },
    ],
  },
  {
    where: 'On a line’s box',
    keys: [
      { keys: 'arrows', does: 'move the box (Ctrl/⌘: 10 px)' },
      { keys: 'Shift+arrows', does: 'resize it by its right and bottom edges (Ctrl/⌘: 10 px)' },
      { keys: 'Alt+↑ / Alt+↓', does: 'move the line in the reading order' },
      { keys: 'Page Up / Page Down', does: 'previous / next line' },
      { keys: 'Delete', does: 'remove the line' },
      { keys: 'Enter', does: 'back to its text field' },
    ],
  },
  {
    where: 'In the image',
    keys: [{ keys: '+ − 0 and arrows', does: 'zoom, reset, pan' }],
  },
  {
    where: 'In the image dropdown',
    keys: [{ keys: '↑ ↓ Page Up/Down Home End, Enter, Escape', does: 'choose an image' }],
  },
  {
    where: 'In the virtual keyboard',
    keys: [
      { keys: 'arrows, Home, End', does: 'move between keys' },
      { keys: 'Enter or Space', does: 'press the key (its arrows, ⌫ and ↵ act on the text field)' },
    ],
  },
]
