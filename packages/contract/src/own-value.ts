/**
 * The value `map` holds under `name` itself. A plain object answers `constructor`, `toString` or `__proto__` from its
 * prototype when it lacks them, and a name a person chose (an image, a column, a font) may be any of those; a map
 * parsed from JSON holds such a name, `__proto__` included, as a property of its own.
 */
export const ownValue = <T>(map: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.getOwnPropertyDescriptor(map, name)?.value as T | undefined
