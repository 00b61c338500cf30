/** Unicode NFC: the one form in which Odia text is stored and compared. */
export function toNfc(text: string): string {
  return text.normalize('NFC')
}

export function isNfc(text: string): boolean {
  return text === toNfc(text)
}
