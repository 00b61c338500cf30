import { lineFileStem } from '../archive-names'
import { cropEntry, type CreateLineFormatWriter } from './line-format'

/**
 * PaddleOCR recognition data as PPOCRLabel writes it: crops in `crop_img/` and `rec_gt.txt`, one `path<TAB>label` line
 * per crop, paths relative to the archive's folder (PaddleOCR's `data_dir`). `dict.txt` lists every character of the
 * labels, one a line, for `character_dict_path`: PaddleOCR silently drops a character its dictionary lacks. The space is
 * left out, as PaddleOCR adds it with `use_space_char`.
 */
export const paddleocrWriter: CreateLineFormatWriter = () => {
  let labels = ''
  const characters = new Set<string>()
  return {
    page: (page, lines, stem) =>
      lines.map((line) => {
        const path = `crop_img/${lineFileStem(stem, line.index)}.png`
        labels += `${path}\t${line.text}\n`
        for (const character of line.text) if (character !== ' ') characters.add(character)
        return cropEntry(page, line, path)
      }),
    finish: async () => [
      { path: 'rec_gt.txt', data: labels, deflate: true },
      { path: 'dict.txt', data: [...characters].sort().map((character) => `${character}\n`).join(''), deflate: true },
    ],
  }
}
