const FENCE = /^\s*```[^\n]*\n([\s\S]*?)\n?```\s*$/
/** A first line that talks about the text instead of being it: "Here is the transcription:" and the like. */
const LEAD_IN = /^[^\n\u0B00-\u0B7F]*:\s*\n/

/**
 * Gemini's answer as the text of the image: a lead-in sentence and a markdown code fence removed if
 * they appear despite the prompt, trailing spaces trimmed, and NFC-normalised.
 */
export function cleanTranscription(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n').trim()
  text = text.replace(LEAD_IN, '').trim()
  const fenced = FENCE.exec(text)
  if (fenced) text = fenced[1] ?? ''
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()
    .normalize('NFC')
}
