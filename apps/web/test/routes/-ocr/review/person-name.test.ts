import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  askPersonName,
  forgetAsking,
  personName,
  savedBy,
  setPersonName,
} from '../../../../src/routes/-ocr/review/person-name'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  forgetAsking()
})

describe('the person’s name', () => {
  it('is kept in this browser, trimmed when recorded, and forgotten when emptied', () => {
    setPersonName('  Asha Das ')
    expect(localStorage.getItem('odia-ai-tools:person-name')).toBe('  Asha Das ')
    expect(personName()).toBe('Asha Das')
    expect(savedBy()).toEqual({ saved_by: 'Asha Das' })
    setPersonName('   ')
    expect(personName()).toBe('')
    expect(savedBy()).toEqual({})
  })

  it('is asked for once a page load when none is kept, and kept once given', () => {
    const prompt = vi.fn(() => 'ଆଶା')
    vi.stubGlobal('prompt', prompt)
    expect(savedBy(true)).toEqual({ saved_by: 'ଆଶା' })
    expect(savedBy(true)).toEqual({ saved_by: 'ଆଶା' })
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(prompt.mock.calls[0]).toEqual([expect.stringContaining('kept in this browser')])
  })

  it('is not asked for again after the person declined, and unnamed saves go on', () => {
    const prompt = vi.fn(() => null)
    vi.stubGlobal('prompt', prompt)
    expect(savedBy(true)).toEqual({})
    expect(askPersonName('Reviews need it.')).toBe('')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(savedBy()).toEqual({})
  })
})
