// Values worked out once per key, for facts about characters that are slow to work out (a script's pattern, a
// reason's name for a character) and that a text asks for again and again. Bounded, as a long-running server
// may meet any number of characters: past the bound a value is worked out each time.

const MOST_REMEMBERED = 4096

export function remembered<Key, Value>(memory: Map<Key, Value>, key: Key, make: (key: Key) => Value): Value {
  const known = memory.get(key)
  if (known !== undefined || memory.has(key)) return known as Value
  const value = make(key)
  if (memory.size < MOST_REMEMBERED) memory.set(key, value)
  return value
}
