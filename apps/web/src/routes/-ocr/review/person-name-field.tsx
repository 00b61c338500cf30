import { NAME_MAX_LENGTH } from '@odia-ai/contract'
import { setPersonName, usePersonName } from './person-name'

/** `Your name`: typed once, kept in this browser, recorded with every save and review. */
export function PersonNameField() {
  const name = usePersonName()
  return (
    <label className="ocr-projects__person">
      Your name
      <input
        type="text"
        value={name}
        maxLength={NAME_MAX_LENGTH}
        placeholder="Recorded with your saves and reviews"
        autoComplete="name"
        onChange={(event) => setPersonName(event.currentTarget.value)}
      />
    </label>
  )
}
