import { isOcrEngineName, OCR_ENGINE_NAMES, OCR_ENGINES, type OcrEngineName } from '@odia-ai/contract'

interface EngineSelectProps {
  engine: OcrEngineName
  onChange: (engine: OcrEngineName) => void
  disabled: boolean
}

/** Which engine reads the images: the contract's list, the first (Gemini, with the user's key) by default. */
export function EngineSelect({ engine, onChange, disabled }: EngineSelectProps) {
  return (
    <label className="ocr-controls__model">
      Engine
      <select
        value={engine}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.currentTarget.value
          if (isOcrEngineName(picked)) onChange(picked)
        }}
      >
        {OCR_ENGINE_NAMES.map((name) => (
          <option key={name} value={name}>
            {OCR_ENGINES[name].label}
          </option>
        ))}
      </select>
    </label>
  )
}
