import {
  BUNDLED_FONT_WEIGHTS,
  DEFAULT_SEED,
  optionApplies,
  RENDER_LIMITS,
  renderDefaultsOf,
  type DrawingMode,
} from '@odia-ai/contract'
import { ChoiceGroup } from './choice-group'
import { Field } from './field'
import { FontFamilies } from './font-families'
import {
  COLOUR_LIST_PATTERN,
  defaultFonts,
  defaultSizesText,
  defaultWeights,
  NUMBER_LIST_PATTERN,
  type RenderForm,
} from './render-form'

const WEIGHT_CHOICES = BUNDLED_FONT_WEIGHTS.map((weight) => ({
  value: weight,
  label: String(weight),
  name: `Weight ${weight}`,
}))

interface Props {
  /** The mode that draws: the form's own, or the Style of a dataset's rows. */
  mode: DrawingMode
  form: RenderForm
  onChange: (form: RenderForm) => void
}

/** The render options the mode takes (the contract's mode list says which), each empty or as its default until changed. */
export function RenderControls({ mode, form, onChange }: Props) {
  const applies = (option: Parameters<typeof optionApplies>[1]) => optionApplies(mode, option)
  const set =
    (key: 'seed' | 'sizes' | 'imageHeight' | 'backgrounds' | 'variants') => (event: { target: { value: string } }) =>
      onChange({ ...form, [key]: event.target.value })
  const defaults = renderDefaultsOf(mode)
  return (
    <fieldset className="synthetic-render">
      <legend>Rendering</legend>
      {applies('fonts') ? (
        <FontFamilies
          chosen={form.fonts}
          defaults={defaultFonts(mode)}
          onChange={(fonts) => onChange({ ...form, fonts })}
        />
      ) : null}
      {applies('weights') ? (
        <ChoiceGroup
          legend="Weights"
          choices={WEIGHT_CHOICES}
          chosen={form.weights}
          defaults={defaultWeights(mode)}
          onChange={(weights) => onChange({ ...form, weights })}
          hint={
            defaults.weights === 'all'
              ? 'Default: every weight of each family.'
              : 'Default: per family, the weights nearest to these; chosen weights are exact.'
          }
        />
      ) : null}
      {applies('sizes') ? (
        <Field
          label="Font sizes (px)"
          hint={`Comma-separated, ${RENDER_LIMITS.minSize}–${RENDER_LIMITS.maxSize}. Default: ${defaultSizesText(mode)}.`}
        >
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="text"
              inputMode="numeric"
              pattern={NUMBER_LIST_PATTERN}
              placeholder={defaultSizesText(mode)}
              value={form.sizes}
              onChange={set('sizes')}
            />
          )}
        </Field>
      ) : null}
      {applies('backgrounds') ? (
        <Field
          label="Backgrounds"
          hint={`Comma-separated grays (#rrggbb, r = g = b), from ${RENDER_LIMITS.darkestBackground} to #ffffff. Default: ${defaults.backgrounds.join(', ')}.`}
        >
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="text"
              pattern={COLOUR_LIST_PATTERN}
              placeholder={defaults.backgrounds.join(', ')}
              value={form.backgrounds}
              onChange={set('backgrounds')}
            />
          )}
        </Field>
      ) : null}
      {applies('variants') ? (
        <Field label="Variants per line" hint={`1–${RENDER_LIMITS.maxVariants}. Default: ${defaults.variants}.`}>
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="number"
              min={1}
              max={RENDER_LIMITS.maxVariants}
              step={1}
              placeholder={String(defaults.variants)}
              value={form.variants}
              onChange={set('variants')}
            />
          )}
        </Field>
      ) : null}
      {applies('image_height') ? (
        <Field
          label="Image height (px, optional)"
          hint="Every image scaled to this height. Default: sized to the text."
        >
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="number"
              min={RENDER_LIMITS.minImageHeight}
              max={RENDER_LIMITS.maxImageHeight}
              step={1}
              value={form.imageHeight}
              onChange={set('imageHeight')}
            />
          )}
        </Field>
      ) : null}
      {applies('seed') ? (
        <Field label="Seed" hint={`The same text, options and seed make the same images. Default: ${DEFAULT_SEED}.`}>
          {(id, hint) => (
            <input
              id={id}
              aria-describedby={hint}
              type="number"
              min={0}
              max={2 ** 32 - 1}
              step={1}
              placeholder={String(DEFAULT_SEED)}
              value={form.seed}
              onChange={set('seed')}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  )
}
