import { BUNDLED_FONT_FAMILIES } from '@odia-ai/contract'
// Each bundled family's regular style, for the live samples (Noto Sans Oriya is the app's own font, loaded by main.tsx).
import '@fontsource/anek-odia/400.css'
import '@fontsource/baloo-bhaina-2/400.css'
import { ChoiceGroup } from './choice-group'

const SAMPLE_WORD = 'ଓଡ଼ିଆ କ୍ଷେତ୍ର'

const CHOICES = BUNDLED_FONT_FAMILIES.map(({ family }) => ({
  value: family,
  name: family,
  label: (
    <>
      <span>{family}</span>
      <span className="synthetic-choices__sample" lang="or" aria-hidden="true" style={{ fontFamily: `'${family}'` }}>
        {SAMPLE_WORD}
      </span>
    </>
  ),
}))

interface Props {
  chosen: string[] | undefined
  defaults: readonly string[]
  onChange: (chosen: string[] | undefined) => void
}

/** The families to draw with, each with a live sample of an Odia word in its font. */
export function FontFamilies({ chosen, defaults, onChange }: Props) {
  return (
    <ChoiceGroup
      legend="Font families"
      choices={CHOICES}
      chosen={chosen}
      defaults={defaults}
      onChange={onChange}
      hint={`Default: ${defaults.join(', ')}.`}
    />
  )
}
