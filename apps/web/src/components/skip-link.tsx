import { useMatches } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's main work place: the first Tab stop of the page (`Skip to the editor`) takes the keyboard there. */
    skipTo?: { label: string; target: string }
  }
}

/** The target's first text area takes the keyboard, else its first text input (a zoom box is no editor), else itself. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const element = document.getElementById(target)
  if (!element) return
  event.preventDefault()
  const field =
    element.querySelector<HTMLElement>('textarea') ??
    element.querySelector<HTMLElement>('input[type="text"], input:not([type])')
  ;(field ?? element).focus()
}

/** The page's first Tab stop, shown once focused: it skips the bars and controls to the screen's work place. */
export function SkipLink() {
  const skip = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.skipTo)?.staticData.skipTo,
  })
  if (!skip) return null
  return (
    <a className="skip-link" href={`#${skip.target}`} onClick={(event) => focusTarget(event, skip.target)}>
      {skip.label}
    </a>
  )
}
