import { useState } from 'react'
import { chooseTheme, isTheme, storedTheme, THEME_NAMES, THEMES, type Theme } from './theme'

/** The page's theme: the system's light or dark, or one chosen here (remembered by the browser). */
export function ThemeSelect() {
  const [theme, setTheme] = useState<Theme>(storedTheme)
  return (
    <select
      className="top-bar__theme"
      aria-label="Colour theme"
      value={theme}
      onChange={(event) => {
        const chosen = event.currentTarget.value
        if (!isTheme(chosen)) return
        chooseTheme(chosen)
        setTheme(chosen)
      }}
    >
      {THEME_NAMES.map((name) => (
        <option key={name} value={name}>
          {THEMES[name].label}
        </option>
      ))}
    </select>
  )
}
