import { getImage } from '@odia-ai/contract'
import { buildUrl } from '../../../api/client'

/** The stored image, or its small cached thumbnail. */
export const imageUrl = (name: string, thumb = false) => buildUrl(getImage.url, { name }, thumb ? { thumb: true } : undefined)
