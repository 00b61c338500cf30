import type { OrthographyFlag } from '@odia-ai/odia-orthography'

const LISTED = 3

/** Under the text: what the checks flagged, in words, for the keyboard and screen readers. Nothing is ever blocked. */
export function OrthographyNotes({ flags }: { flags: OrthographyFlag[] }) {
  if (flags.length === 0) return null
  return (
    <ul className="text-editor__notes" aria-label="Odia spelling checks">
      {flags.slice(0, LISTED).map((flag, index) => (
        <li key={index} className={`text-editor__note text-editor__note--${flag.severity}`}>
          <span lang="or">{flag.text}</span>: {flag.reason}
          {flag.suggestion !== undefined && (
            <>
              {' '}
              (maybe <span lang="or">{flag.suggestion}</span>)
            </>
          )}
        </li>
      ))}
      {flags.length > LISTED && (
        <li className="text-editor__note">and {flags.length - LISTED} more, underlined in the text</li>
      )}
    </ul>
  )
}
