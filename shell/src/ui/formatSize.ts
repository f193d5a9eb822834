import type { Locale } from '@harness/protocol'

/**
 * A byte count as people read it: bytes below 1 KiB, then KB, MB, GB with one decimal below 100
 * (binary multiples, as file managers show them). Pure, unit-tested.
 */
export function formatSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`
}
