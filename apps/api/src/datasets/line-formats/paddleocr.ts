import { imageEntries, type LineFormat } from './line-format'

/**
 * PaddleOCR recognition data as PPOCRLabel writes it: crops in `crop_img/` and `rec_gt.txt`, one `path<TAB>label` line
 * per crop, paths relative to the dataset's folder (PaddleOCR's `data_dir`). `dict.txt` lists every character of the
 * labels, one a line, for `character_dict_path`: PaddleOCR silently drops a character its dictionary lacks. The space is
 * left out, as PaddleOCR adds it with `use_space_char`.
 */
export const paddleocrFormat: LineFormat = {
  imagePath: (stem) => `crop_img/${stem}`,
  listsMetadataCsv: false,
  card: {
    dataFiles: ['metadata.csv', 'crop_img/*'],
    loading:
      "point PaddleOCR's data_dir at this folder, label_file_list at rec_gt.txt and character_dict_path at dict.txt",
  },
  create: () => {
    const characters = new Set<string>()
    return {
      start: () => [],
      line: (line) => {
        const image = `crop_img/${line.stem}.${line.extension}`
        for (const character of line.text) if (character !== ' ') characters.add(character)
        return {
          image,
          entries: [
            ...imageEntries(line, image),
            { path: 'rec_gt.txt', data: `${image}\t${line.text}\n`, append: true, deflate: true },
          ],
        }
      },
      finish: async () => [
        {
          path: 'dict.txt',
          data: [...characters]
            .sort()
            .map((character) => `${character}\n`)
            .join(''),
          deflate: true,
        },
      ],
    }
  },
}
