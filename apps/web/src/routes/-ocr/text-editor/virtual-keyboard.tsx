import { keyCapLabel, layerFor, virtualKeyboardRows, type VirtualKey } from '@odia-ai/odia-keyboard'
import { useState } from 'react'

interface VirtualKeyboardProps {
  onInsert(text: string): void
  /** The physical key held down (`KeyboardEvent.code`), shown pressed. */
  pressedCode?: string | undefined
}

/** The INSCRIPT keys on screen: a click types the key's character; Shift and AltGr switch layers. */
export function VirtualKeyboard({ onInsert, pressedCode }: VirtualKeyboardProps) {
  const [shift, setShift] = useState(false)
  const [altGr, setAltGr] = useState(false)
  const rows = virtualKeyboardRows(layerFor({ shift, altGr }))

  return (
    <section className="virtual-keyboard" aria-labelledby="virtual-keyboard-heading">
      <div className="virtual-keyboard__header">
        <h2 id="virtual-keyboard-heading">Virtual Keyboard</h2>
        <button type="button" className="virtual-keyboard__toggle" aria-pressed={shift} onClick={() => setShift(!shift)}>
          Shift
        </button>
        <button type="button" className="virtual-keyboard__toggle" aria-pressed={altGr} onClick={() => setAltGr(!altGr)}>
          AltGr
        </button>
      </div>
      {rows.map((row, index) => (
        <div key={index} className="virtual-keyboard__row">
          {row.map((key) => (
            <KeyCap key={key.code} virtualKey={key} pressed={key.code === pressedCode} onInsert={onInsert} />
          ))}
        </div>
      ))}
    </section>
  )
}

interface KeyCapProps {
  virtualKey: VirtualKey
  pressed: boolean
  onInsert(text: string): void
}

function KeyCap({ virtualKey: { code, legend, output }, pressed, onInsert }: KeyCapProps) {
  const cap = output === undefined ? '' : keyCapLabel(output)
  const className = ['virtual-keyboard__key', code === 'Space' && 'virtual-keyboard__key--space', pressed && 'virtual-keyboard__key--pressed']
    .filter(Boolean)
    .join(' ')
  return (
    <button
      type="button"
      className={className}
      disabled={output === undefined}
      aria-label={cap === legend || cap === '' ? legend : `${cap} (${legend})`}
      onClick={() => output !== undefined && onInsert(output)}
    >
      {cap !== legend && (
        <span className="virtual-keyboard__odia" lang="or">
          {cap}
        </span>
      )}
      <span className="virtual-keyboard__legend">{legend}</span>
    </button>
  )
}
