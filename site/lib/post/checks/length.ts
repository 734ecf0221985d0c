import { postLimits } from '../limits.ts'

const { min, max } = postLimits.excerptAdvice

/** What a length counter says next to a field: the count, the verdict, and a sentence to show. */
export interface LengthAdvice {
  length: number
  verdict: 'too short' | 'good' | 'too long'
  message: string
}

/** Advice on an excerpt's length: 120-160 characters reads best in cards and search results. */
export function excerptAdvice(length: number): LengthAdvice {
  if (length < min)
    return {
      length,
      verdict: 'too short',
      message: `${length} characters: ${min - length} short of the recommended ${min}-${max}`,
    }
  if (length > max)
    return {
      length,
      verdict: 'too long',
      message: `${length} characters: ${length - max} over the recommended ${min}-${max}`,
    }
  return { length, verdict: 'good', message: `${length} characters: within the recommended ${min}-${max}` }
}

/** Advice on a meta description's length; the same range as the excerpt, which it falls back to when empty. */
export function metaDescriptionAdvice(length: number): LengthAdvice {
  if (length === 0) return { length, verdict: 'good', message: '0 characters: search results show the excerpt' }
  return excerptAdvice(length)
}
