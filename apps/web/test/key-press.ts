/** A key press as Chromium reports it: happy-dom folds AltGraph into Alt, browsers keep them apart. */
export function keyPress({ altGraph = false, ...init }: KeyboardEventInit & { altGraph?: boolean }) {
  const event = new KeyboardEvent('keydown', { cancelable: true, ...init })
  Object.defineProperty(event, 'getModifierState', {
    value: (name: string) => (name === 'AltGraph' ? altGraph : false),
  })
  return event
}
