import { PART_KIND_DEFS, PROTECTION_MATERIAL_NAMES, type LibraryPartKind, type Locale, type ParameterDef, type ParameterValue, type PartView } from '@harness/protocol'

/**
 * How parts read on screen: kind and parameter names in the interface language, values with their
 * units, choice values in words. Pure; the library screens and the comparison use it.
 */

/** Names of choice values that are words (codes such as Cu, PVC or ISO 6722-1 print as they are). */
const CHOICE_NAMES: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  female: ['母', 'female'], male: ['公', 'male'], ring: ['环形', 'ring'], other: ['其他', 'other'],
  tin: ['镀锡', 'tin'], silver: ['镀银', 'silver'], gold: ['镀金', 'gold'], none: ['无', 'none'],
  thick: ['厚壁', 'thick wall'], thin: ['薄壁', 'thin wall'], ultraThin: ['超薄壁', 'ultra-thin wall'],
  crimp: ['压接', 'crimp'], ultrasonic: ['超声波焊接', 'ultrasonic weld'], solder: ['锡焊', 'solder'], resistance: ['电阻焊', 'resistance weld'],
  ...PROTECTION_MATERIAL_NAMES,
  overlap: ['半叠包', 'overlap'], doubleOverlap: ['全叠包', 'double overlap'], spaced: ['间隔缠绕', 'spaced'], spiral: ['螺旋缠绕', 'spiral'],
  spot: ['点缠', 'spot'], longitudinal: ['纵包', 'longitudinal'], tube: ['套管', 'tube'],
  silicone: ['硅橡胶', 'silicone'], CuAlloy: ['铜合金', 'copper alloy'],
}

/** The kind's name in `locale`. */
export function kindName(kind: LibraryPartKind, locale: Locale): string {
  const def = PART_KIND_DEFS[kind]
  return locale === 'en' ? def.en : def.zh
}

/** The parameter's name in `locale`. */
export function parameterName(def: ParameterDef, locale: Locale): string {
  return locale === 'en' ? def.en : def.zh
}

/** A choice value in words in `locale` (or as it is, for codes). */
export function choiceName(value: string, locale: Locale): string {
  const names = CHOICE_NAMES[value]
  return names ? names[locale === 'en' ? 1 : 0] : value
}

/** A number as the interface language writes it, without trailing zeros (0.35, 1.5, 12). */
export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 3 })
}

/** A parameter's value with its unit ("0.5 mm²", "105 °C"), a yes/no in words, a choice in words. */
export function formatParameter(def: ParameterDef, value: ParameterValue | undefined, locale: Locale): string {
  if (value === undefined) return '—'
  if (typeof value === 'boolean') return locale === 'en' ? (value ? 'yes' : 'no') : value ? '是' : '否'
  if (typeof value === 'number') return def.unit ? `${formatNumber(value, locale)} ${def.unit}` : formatNumber(value, locale)
  return def.type === 'choice' ? choiceName(value, locale) : value
}

/**
 * The short description of a part's parameters a list row shows: ranges as "from–to unit", other
 * set parameters as values, in the kind's order, at most `max` items.
 */
export function parameterSummary(part: Pick<PartView, 'kind' | 'params'>, locale: Locale, max = 4): string {
  const def = PART_KIND_DEFS[part.kind]
  const inRange = new Set(def.ranges.flatMap((r) => [r.low, r.high]))
  const items: string[] = []
  for (const p of def.parameters) {
    if (items.length >= max) break
    const range = def.ranges.find((r) => r.low === p.key)
    if (range) {
      const low = part.params[range.low]
      const high = part.params[range.high]
      if (typeof low === 'number' && typeof high === 'number') {
        items.push(`${formatNumber(low, locale)}–${formatNumber(high, locale)}${p.unit ? ` ${p.unit}` : ''}`)
      } else if (typeof low === 'number' || typeof high === 'number') {
        items.push(`${typeof low === 'number' ? `≥ ${formatParameter(p, low, locale)}` : `≤ ${formatParameter(p, high, locale)}`}`)
      }
      continue
    }
    if (inRange.has(p.key)) continue
    const value = part.params[p.key]
    if (value === undefined || value === false) continue
    // A bare count reads with its name ("孔位数 12"); values with a unit or in words stand alone.
    const bare = typeof value === 'number' && !p.unit
    items.push(value === true ? parameterName(p, locale) : bare ? `${parameterName(p, locale)} ${formatParameter(p, value, locale)}` : formatParameter(p, value, locale))
  }
  return items.join(' · ')
}
