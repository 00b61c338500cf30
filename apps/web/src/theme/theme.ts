/** The page's colour themes: the system's (`prefers-color-scheme`), or one chosen whatever the system says. */
export const THEMES = {
  system: { label: 'Theme: system' },
  light: { label: 'Theme: light' },
  dark: { label: 'Theme: dark' },
} as const

export type Theme = keyof typeof THEMES
export const THEME_NAMES = Object.keys(THEMES) as Theme[]
export const isTheme = (value: unknown): value is Theme => typeof value === 'string' && Object.hasOwn(THEMES, value)

const KEY = 'odia-ai-tools:theme'

/** The theme this browser chose last; the system's when none was chosen or storage is locked away. */
export function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(KEY)
    return isTheme(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

/** Shows the page in `theme` (the stylesheet reads `data-theme`; without it, `prefers-color-scheme`). */
export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme
  else document.documentElement.dataset.theme = theme
}

/** Shows the page in `theme` and remembers it for the next visit. */
export function chooseTheme(theme: Theme): void {
  applyTheme(theme)
  try {
    localStorage.setItem(KEY, theme)
  } catch {
    /* shown, not kept */
  }
}
