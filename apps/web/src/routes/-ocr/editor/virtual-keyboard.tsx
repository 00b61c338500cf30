import { keyCapLabel, layerFor, virtualKeyboardRows, type VirtualKey } from '@odia-ai/odia-keyboard'
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react'
import { useStoredPreference } from '../common/stored-preference'
import type { EditKey } from './edit-key'
import { moveKeyFocus } from './key-grid-focus'
import { useIsPressed, type PressedKey } from './pressed-key'

interface VirtualKeyboardProps {
  onInsert: (text: string) => void
  /** An editing key (an arrow, Backspace, Enter) pressed, to act on the text field. */
  onEditKey: (key: EditKey) => void
  /** The physical key held down, shown pressed. */
  pressed?: PressedKey | undefined
}

/** The editing keys, in a row under the INSCRIPT keys. */
const EDIT_KEYS: Array<{ key: EditKey; cap: string; label: string }> = [
  { key: 'ArrowLeft', cap: '←', label: 'Caret left' },
  { key: 'ArrowRight', cap: '→', label: 'Caret right' },
  { key: 'ArrowUp', cap: '↑', label: 'Caret up' },
  { key: 'ArrowDown', cap: '↓', label: 'Caret down' },
  { key: 'Backspace', cap: '⌫', label: 'Backspace' },
  { key: 'Enter', cap: '↵', label: 'Enter' },
]

/** Shift applies to the next key only, unless a double click locked it. */
type ShiftState = 'off' | 'once' | 'locked'

/**
 * The INSCRIPT keys on screen: a click types the key's character; Shift (one key, or locked by a double click) and
 * AltGr switch layers. The keys are one tab stop (arrows move between them), and the keyboard can be hidden, which
 * this browser remembers. A key typed draws again only the key caps whose look changed (the one pressed, the one let go).
 */
export const VirtualKeyboard = memo(function VirtualKeyboard({ onInsert, onEditKey, pressed }: VirtualKeyboardProps) {
  const [shift, setShift] = useState<ShiftState>('off')
  const [altGr, setAltGr] = useState(false)
  const [shown, setShown] = useStoredPreference('odia-ai-tools:virtual-keyboard-shown', (stored) => stored !== 'false')
  // The key that takes the keyboard's one tab stop: the last one focused.
  const [tabStop, setTabStop] = useState<string>()
  const grid = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const keysId = useId()
  const shifted = shift !== 'off'
  const rows = useMemo(() => virtualKeyboardRows(layerFor({ shift: shifted, altGr })), [shifted, altGr])
  const firstEnabled = rows.flat().find((key) => key.output !== undefined)?.code
  const canFocus = (code: string | undefined) =>
    rows.flat().some((key) => key.code === code && key.output !== undefined) ||
    EDIT_KEYS.some(({ key }) => key === code)
  const focusable = canFocus(tabStop) ? tabStop : firstEnabled

  const insert = useCallback(
    (text: string) => {
      onInsert(text)
      if (shift === 'once') setShift('off')
    },
    [onInsert, shift],
  )

  return (
    <section className="virtual-keyboard" aria-labelledby={headingId}>
      <div className="virtual-keyboard__header">
        <h2 id={headingId}>Virtual Keyboard</h2>
        {shown && (
          <>
            <button
              type="button"
              className="virtual-keyboard__toggle"
              aria-pressed={shift !== 'off'}
              title="Shift for the next key; double-click to lock it"
              onClick={() => setShift(shift === 'off' ? 'once' : 'off')}
              onDoubleClick={() => setShift('locked')}
            >
              {shift === 'locked' ? 'Shift locked' : 'Shift'}
            </button>
            <button
              type="button"
              className="virtual-keyboard__toggle"
              aria-pressed={altGr}
              onClick={() => setAltGr(!altGr)}
            >
              AltGr
            </button>
          </>
        )}
        <button
          type="button"
          className="virtual-keyboard__toggle"
          aria-expanded={shown}
          aria-controls={keysId}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide keyboard' : 'Show keyboard'}
        </button>
      </div>
      {shown && (
        <div
          id={keysId}
          ref={grid}
          role="group"
          aria-label="Keys (arrow keys move between them)"
          className="virtual-keyboard__keys"
          onKeyDown={(event) => {
            const moved = grid.current && moveKeyFocus(event, grid.current)
            if (moved) setTabStop(moved.dataset.code)
          }}
        >
          {rows.map((row, index) => (
            <div key={index} className="virtual-keyboard__row" data-key-row>
              {row.map((key) => (
                <KeyCap
                  key={key.code}
                  virtualKey={key}
                  pressed={pressed}
                  tabbable={key.code === focusable}
                  onInsert={insert}
                  onFocus={setTabStop}
                />
              ))}
            </div>
          ))}
          <div className="virtual-keyboard__row" data-key-row>
            {EDIT_KEYS.map(({ key, cap, label }) => (
              <button
                key={key}
                type="button"
                data-code={key}
                className="virtual-keyboard__key virtual-keyboard__key--edit"
                tabIndex={key === focusable ? 0 : -1}
                aria-label={label}
                onFocus={() => setTabStop(key)}
                onClick={() => onEditKey(key)}
              >
                {cap}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  )
})

interface KeyCapProps {
  virtualKey: VirtualKey
  pressed: PressedKey | undefined
  /** The keyboard's one tab stop. */
  tabbable: boolean
  onInsert: (text: string) => void
  /** The key took focus (its code). */
  onFocus: (code: string) => void
}

const KeyCap = memo(function KeyCap({
  virtualKey: { code, legend, output },
  pressed,
  tabbable,
  onInsert,
  onFocus,
}: KeyCapProps) {
  const held = useIsPressed(pressed, code)
  const cap = output === undefined ? '' : keyCapLabel(output)
  const className = [
    'virtual-keyboard__key',
    code === 'Space' && 'virtual-keyboard__key--space',
    held && 'virtual-keyboard__key--pressed',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      type="button"
      data-code={code}
      className={className}
      disabled={output === undefined}
      tabIndex={tabbable ? 0 : -1}
      aria-label={cap === legend || cap === '' ? legend : `${cap} (${legend})`}
      onFocus={() => onFocus(code)}
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
})
