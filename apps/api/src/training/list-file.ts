/** lstmtraining's --train_listfile / --eval_listfile: one .lstmf path a line, each ended by a line break. */
export function listFile(paths: readonly string[]): string {
  for (const path of paths)
    if (/[\r\n]/.test(path)) throw new Error(`A training file's path cannot hold a line break: ${JSON.stringify(path)}`)
  return paths.map((path) => `${path}\n`).join('')
}
