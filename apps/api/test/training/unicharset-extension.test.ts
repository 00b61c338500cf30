import { describe, expect, it } from 'vitest'
import { readTraineddata, TESSDATA_LSTM_UNICHARSET } from '../../src/training/tessdata'
import { shippedOri } from '../../src/training/starting-point'
import { unicharLine } from '../../src/training/unichar-line'
import { unicharPieces } from '../../src/training/unichar-pieces'
import { encodingFailure, parseUnicharset } from '../../src/training/unicharset'
import { extendUnicharset, unicharsToAdd } from '../../src/training/unicharset-extension'

/** ori's own unicharset file, as combine_tessdata -e extracts it. */
const oriText = () => new TextDecoder().decode(readTraineddata(shippedOri())[TESSDATA_LSTM_UNICHARSET])
const rowsOf = (text: string) => text.split('\n').slice(1, Number(text.split('\n')[0]) + 1)
const unicharOf = (row: string) => row.slice(0, row.indexOf(' '))

const ZWJ = '\u200d'
const ZWNJ = '\u200c'

describe('a label cut into unichars as Tesseract cuts Odia', () => {
  it('gives each code point a piece of its own, ୱ included', () => {
    expect(unicharPieces('ଐତିହ୍ୟ')).toEqual(['ଐ', 'ତ', 'ି', 'ହ', '୍', 'ୟ'])
    expect(unicharPieces('ୱିଣ୍ଡୋ ଡ଼')).toEqual(['ୱ', 'ି', 'ଣ', '୍', 'ଡ', 'ୋ', ' ', 'ଡ', '଼'])
  })

  it('joins an explicit virama, a requested conjunct and a half form', () => {
    expect(unicharPieces(`ଋଗ୍${ZWNJ}ବେଦ`)).toEqual(['ଋ', 'ଗ', `୍${ZWNJ}`, 'ବ', 'େ', 'ଦ'])
    expect(unicharPieces(`କ${ZWJ}୍ଷ`)).toEqual(['କ', `${ZWJ}୍`, 'ଷ'])
    expect(unicharPieces(`ନ୍ତ୍${ZWJ}ର`)).toEqual([`ନ୍ତ୍${ZWJ}`, 'ର'])
    expect(unicharPieces(`ଡ଼୍${ZWJ}ଯ`)).toEqual([`ଡ଼୍${ZWJ}`, 'ଯ'])
  })

  it('cuts each of ori’s own unichars into itself', () => {
    for (const row of rowsOf(oriText()).slice(3)) expect(unicharPieces(unicharOf(row))).toEqual([unicharOf(row)])
  })
})

describe('the unicharset extended for the labels', () => {
  const labels = ['ଓଡ଼ିଆ ଭାଷା', 'ଐତିହ୍ୟ', 'ବର୍ଷା ଋତୁ', `ନ୍ତ୍${ZWJ}ର`, 'ଐକ୍ୟ', 'ବର୍ଷା\u00a0ଋତୁ\u200b']

  it('adds what the labels need, in order, once, and no control or format character or other space', () => {
    const ori = parseUnicharset(oriText())
    expect(unicharsToAdd(labels, ori)).toEqual(['ଐ', 'ଋ', `ନ୍ତ୍${ZWJ}`])
    expect(unicharsToAdd(['ଓଡ଼ିଆ ଭାଷା', 'ୱିଣ୍ଡୋ'], ori)).toEqual([])
  })

  it('leaves the file byte-identical when nothing is added', () => {
    const text = oriText()
    expect(extendUnicharset(text, unicharsToAdd(['ଓଡ଼ିଆ ଭାଷା'], parseUnicharset(text)))).toBe(text)
  })

  it('writes a file that parses back with ori’s lines as they were and the new unichars after them', () => {
    const text = oriText()
    const added = unicharsToAdd(labels, parseUnicharset(text))
    const written = extendUnicharset(text, added)
    const unicharset = parseUnicharset(written)
    expect(unicharset.unichars.size).toBe(142 + 3)
    expect(rowsOf(written).slice(0, 142)).toEqual(rowsOf(text))
    for (const label of labels.slice(0, 5)) expect(encodingFailure(label, unicharset)).toBe(-1)
    expect(encodingFailure(labels[5]!, unicharset)).toBe(5)
    expect(rowsOf(written).slice(142)).toEqual([
      'ଐ 1 0,255,0,255,0,0,0,0,0,0 Oriya 142 0 142 ଐ\t# ଐ [b10 ]x',
      'ଋ 1 0,255,0,255,0,0,0,0,0,0 Oriya 143 0 143 ଋ\t# ଋ [b0b ]x',
      `ନ୍ତ୍${ZWJ} 1 0,255,0,255,0,0,0,0,0,0 Oriya 144 0 144 ନ୍ତ୍${ZWJ}\t# ନ୍ତ୍${ZWJ} [b28 b4d b24 b4d 200d ]x`,
    ])
  })

  it('writes each unichar’s properties as ori’s own lines have them', () => {
    const rows = rowsOf(oriText())
    const ids = new Map(rows.map((row, id) => [id === 0 ? ' ' : unicharOf(row), id]))
    const differing = rows
      .slice(3)
      .filter((row, index) => unicharLine(unicharOf(row), index + 3, (unichar) => ids.get(unichar)) !== row)
    // „ is the one: Tesseract folds it to " in the normed form since ori was made.
    expect(differing).toEqual(['„ 10 0,255,0,255,0,0,0,0,0,0 Common 47 10 47 „\t# „ [201e ]p'])
  })
})
