import type { ReactNode } from 'react'

interface Props<T> {
  legend: string
  /** Every choice, in order, with how it reads. */
  choices: ReadonlyArray<{ value: T; label: ReactNode; name: string }>
  /** The chosen values; `undefined` shows `defaults`. */
  chosen: readonly T[] | undefined
  defaults: readonly T[]
  hint: string
  /** Clearing every box goes back to the defaults (`undefined`): a request needs at least one. */
  onChange: (chosen: T[] | undefined) => void
}

/** A multi-select as a group of checkboxes: each reachable with Tab and toggled with Space. */
export function ChoiceGroup<T>({ legend, choices, chosen, defaults, hint, onChange }: Props<T>) {
  const shown = chosen ?? defaults
  const toggle = (value: T) => {
    const next = shown.includes(value) ? shown.filter((item) => item !== value) : [...shown, value]
    onChange(next.length > 0 ? choices.map((choice) => choice.value).filter((item) => next.includes(item)) : undefined)
  }
  return (
    <fieldset className="synthetic-choices">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.name} className="synthetic-choices__choice">
          <input
            type="checkbox"
            aria-label={choice.name}
            checked={shown.includes(choice.value)}
            onChange={() => toggle(choice.value)}
          />
          {choice.label}
        </label>
      ))}
      <small className="synthetic-form__hint">{hint}</small>
    </fieldset>
  )
}
