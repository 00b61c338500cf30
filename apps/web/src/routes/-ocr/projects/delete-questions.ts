import { counted, type Project } from '@odia-ai/contract'

/** The question asked before a project goes: what it is called and how much goes with it. */
export const deleteProjectQuestion = ({ name, images }: Project): string =>
  `Delete project “${name}” with ${counted(images, 'image')} and their annotations, lines and reviews? This cannot be undone.`

/** The question asked before an image goes. */
export const deleteImageQuestion = (image: string): string =>
  `Delete image “${image}” with its text, lines and review? This cannot be undone.`
