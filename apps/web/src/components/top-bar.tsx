import { Link } from '@tanstack/react-router'
import logoUrl from '../assets/logo.svg'
import { ThemeSelect } from '../theme/theme-select'

const links = [
  { to: '/ocr', label: 'OCR Annotation' },
  { to: '/synthetic', label: 'Synthetic Generator' },
] as const

export function TopBar() {
  return (
    <header className="top-bar">
      <img className="top-bar__logo" src={logoUrl} alt="" width={32} height={32} />
      <span className="top-bar__title">Odia AI Tools</span>
      <nav className="top-bar__nav" aria-label="Tools">
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="top-bar__link"
            activeProps={{ className: 'top-bar__link--active', 'aria-current': 'page' }}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <ThemeSelect />
    </header>
  )
}
