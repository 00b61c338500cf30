import { NAME_MAX_LENGTH } from '@odia-ai/contract'
import { useSyncExternalStore } from 'react'
import { storedItem } from '../common/stored-item'

/** The name of the person at this browser, typed once and kept: every save and review records it (there is no login). */
const stored = storedItem(() => localStorage, 'odia-ai-tools:person-name')
const listeners = new Set<() => void>()
/** Asked at most once a page load: someone who declines is not asked again at every save. */
let asked = false

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The name as typed (spaces and all, for the field that edits it). */
const typedName = (): string => stored.get() ?? ''

/** The name as recorded: trimmed and bounded; empty when nobody said. */
export const personName = (): string => typedName().trim().slice(0, NAME_MAX_LENGTH)

export function setPersonName(name: string): void {
  const next = name.slice(0, NAME_MAX_LENGTH)
  if (next.trim() === '') stored.remove()
  else stored.set(next)
  for (const listener of listeners) listener()
}

/** The name as typed, following every change made on this page. */
export const usePersonName = (): string => useSyncExternalStore(subscribe, typedName, () => '')

/** The name, asking for it (once a page load) when none is kept; empty when the person declines. */
export function askPersonName(why: string): string {
  if (personName() !== '' || asked) return personName()
  asked = true
  // Some browsers (embedded ones, test doubles) have no prompt: the save then goes unnamed, as it would if declined.
  const answer = window.prompt?.(`Your name? ${why} It is kept in this browser.`) ?? ''
  if (answer.trim() !== '') setPersonName(answer)
  return personName()
}

/** The `saved_by` of a save: the person's name, asked for on the first save when `ask` (an unnamed save is still a save). */
export function savedBy(ask = false): { saved_by?: string } {
  const name = ask ? askPersonName('Your saves and reviews are recorded under it.') : personName()
  return name === '' ? {} : { saved_by: name }
}

/** For tests: forget that the name was asked for. */
export const forgetAsking = (): void => {
  asked = false
}
