import { checkOrthography } from '@odia-ai/odia-orthography'
import { forwardRef, useMemo, useRef, useState, type TextareaHTMLAttributes } from 'react'
import { OrthographyBackdrop, reasonAt } from './orthography-backdrop'
import { OrthographyNotes } from './orthography-notes'

type CheckedTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & { value: string }

/**
 * A text area whose text the Odia orthography checks read as it is typed: flagged spans are underlined (the reason
 * shows on hover) and listed under it. The checks never block anything: a person may keep any text.
 */
export const CheckedTextArea = forwardRef<HTMLTextAreaElement, CheckedTextAreaProps>(function CheckedTextArea(
  { value, style, ...props },
  ref,
) {
  const flags = useMemo(() => checkOrthography(value), [value])
  const backdrop = useRef<HTMLDivElement>(null)
  const [hovered, setHovered] = useState<string>()
  return (
    <>
      <div className="text-editor__field">
        <OrthographyBackdrop ref={backdrop} text={value} flags={flags} style={style} />
        <textarea
          ref={ref}
          {...props}
          style={style}
          value={value}
          title={hovered}
          onScroll={(event) => {
            if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop
          }}
          onMouseMove={(event) => setHovered(reasonAt(backdrop.current, event.clientX, event.clientY))}
          onMouseLeave={() => setHovered(undefined)}
        />
      </div>
      <OrthographyNotes flags={flags} />
    </>
  )
})
