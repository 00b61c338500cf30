import { DEGRADATION_STRENGTHS, type DegradationStrength } from '@odia-ai/contract'
import { useId } from 'react'

const STRENGTH_LABELS: Record<DegradationStrength, string> = { light: 'Light', medium: 'Medium', heavy: 'Heavy' }

interface Props {
  value: DegradationStrength
  onChange: (strength: DegradationStrength) => void
}

/** How hard ultra-realistic images are degraded; each strength keeps every label legible. */
export function StrengthSelect({ value, onChange }: Props) {
  const id = useId()
  return (
    <div className="synthetic-form__field">
      <label htmlFor={id}>Degradation</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as DegradationStrength)}>
        {DEGRADATION_STRENGTHS.map((strength) => (
          <option key={strength} value={strength}>
            {STRENGTH_LABELS[strength]}
          </option>
        ))}
      </select>
    </div>
  )
}
