import type { OcrEngineName } from '@odia-ai/contract'

interface EngineSelectProps {
  engine: OcrEngineName
  onChange(engine: OcrEngineName): void
  disabled: boolean
}

/** Which engine reads the images: Gemini with the user's key (the default), or Tesseract offline on this server. */
export function EngineSelect({ engine, onChange, disabled }: EngineSelectProps) {
  return (
    <label className="ocr-controls__model">
      Engine
      <select value={engine} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value as OcrEngineName)}>
        <option value="gemini">Gemini (needs your API key)</option>
        <option value="tesseract">Tesseract (offline, no key)</option>
      </select>
    </label>
  )
}
