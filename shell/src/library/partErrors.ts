import { isApiEnvelope } from '@harness/protocol'

/** True when a write was refused because the part moved on since it was read (409 `partStale`). */
export function isStale(error: unknown): boolean {
  return isApiEnvelope(error) && error.code === 409 && (error.data as { field?: unknown } | null)?.field === 'baseVersion'
}

/**
 * A number as typed into a part form, or null for an empty field, or NaN when it does not read:
 * digits with one decimal mark, a point or a comma. A comma followed by exactly three digits
 * ("1,000") could be a thousands separator and is refused rather than guessed.
 */
export function readTypedNumber(text: string): number | null {
  // Full-width digits and points (an input method's ０.５) read as their ASCII forms.
  const trimmed = text.normalize('NFKC').trim()
  if (trimmed === '') return null
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(trimmed) || /^[+-]?\d+,\d{3}$/.test(trimmed)) return Number.NaN
  return Number(trimmed.replace(',', '.'))
}
