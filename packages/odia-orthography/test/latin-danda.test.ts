import { describe, expect, it } from 'vitest'
import { checkOrthography } from '../src/index.js'
import { allFlags, flagsOf } from './flags.js'

describe('latin-danda', () => {
  it('passes dandas, and full stops after abbreviations, in numbers and in an ellipsis', () => {
    const texts = ['ସେ ଆସିଲେ। ମୁଁ ଗଲି ।', 'ଡ. ବିଜୟ ମିଶ୍ର', 'ଖ୍ରୀ.ପୂ. ୨୦୦', 'ବି. ଏନ୍. ଶର୍ମା', 'ଶ୍ରୀ. ଦାସ', '୧.୫ କି.ମି.', 'ସେ ଆସିଲେ...']
    expect(allFlags(texts)).toEqual([])
  })

  it('passes a numbered list and text in other scripts', () => {
    expect(allFlags(['୧. ପ୍ରଥମ\n୨. ଦ୍ୱିତୀୟ', 'It ends here. | So'])).toEqual([])
  })

  it('passes vertical bars that part the cells of a table row', () => {
    expect(allFlags(['| କ | ଖ |\n|---|---|'])).toEqual([])
  })

  it('flags a vertical bar after Odia, and two as the double danda', () => {
    expect(checkOrthography('ରାଜ୍ୟ| ସେ')).toEqual([
      {
        rule: 'latin-danda',
        severity: 'suspicious',
        start: 5,
        end: 6,
        text: '|',
        reason: 'Vertical bar | (U+007C) after Odia where the danda । (U+0964) belongs',
        suggestion: '।',
      },
    ])
    expect(flagsOf('latin-danda', 'ଶେଷ ||')).toEqual([['||', 4, 6, '॥']])
  })

  it('flags a full stop that ends an Odia sentence, before a space, a closing quote or the end', () => {
    expect(flagsOf('latin-danda', 'ସେ ଆସିଲେ. ମୁଁ "ଗଲି." ଶେଷ .')).toEqual([
      ['.', 8, 9, '।'],
      ['.', 18, 19, '।'],
      ['.', 25, 26, '।'],
    ])
  })
})
