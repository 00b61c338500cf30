import { useId, type ReactNode } from 'react'

/** A label tied to its control by id (a wrapping label would put the control's value into its name). */
export function Field({
  label,
  hint,
  children,
}: {
  label: string
  hint?: string
  children: (id: string, hintId: string | undefined) => ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="synthetic-form__field">
      <label htmlFor={id}>{label}</label>
      {children(id, hintId)}
      {hint ? (
        <small id={hintId} className="synthetic-form__hint">
          {hint}
        </small>
      ) : null}
    </div>
  )
}
