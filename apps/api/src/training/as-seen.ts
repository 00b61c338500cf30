// Odia text as a line image shows it in most fonts, for comparing a reading with its label where two spellings look
// the same: ori writes a ZWNJ after every word-final virama (ଡଲାର୍‌), which labels typed by people lack, and Lohit Odia
// draws a subjoined ବ, ଵ and ୱ alike (ସ୍ବ ସ୍ଵ ସ୍ୱ), which CLDR's names spell all three ways. A checkpoint chosen on
// raw CER would be chosen for matching those conventions, not for reading.

const VIRAMA = '\u0b4d'
const JOINERS = /[\u200c\u200d]/gu
/** The Odia consonants, ୱ (U+0B71) and the nukta letters included. */
const CONSONANT = /[\u0b15-\u0b39\u0b5c\u0b5d\u0b5f\u0b71]/u
const SUBJOINED_VA = /\u0b4d[\u0b2c\u0b35]/gu

/**
 * The text NFC, less each ZWNJ or ZWJ that joins nothing (all but those between a virama and a consonant, which choose
 * how the consonants join), with each subjoined ବ or ଵ written ୱ.
 */
export const asSeen = (text: string): string =>
  text
    .normalize('NFC')
    .replace(JOINERS, (joiner, offset: number, whole: string) =>
      whole[offset - 1] === VIRAMA && CONSONANT.test(whole[offset + 1] ?? '') ? joiner : '',
    )
    .replace(SUBJOINED_VA, `${VIRAMA}\u0b71`)
