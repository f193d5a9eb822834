import { COLOUR_CODES, ISO_6722_DIAMETERS, WIRE_GAUGES, type DictionaryHit } from '@harness/protocol'
import { covers, field, rank, scoreOf, type HitField, type SearchQuery } from './searchQuery'

/**
 * The dictionary of standard parameters (`/dictionary`) as the text search reads it: the wire
 * colour codes of IEC 60757 (found by code, Chinese and English name, and the German
 * abbreviations and names KBL files write) and the American wire gauges (found as "18 AWG",
 * "AWG18", by diameter, cross-section and nearest metric size) and the largest outer diameters of
 * ISO 6722-1 (found by the standard's number with a size, "6722 1.5", by cross-section, by wall in
 * Chinese or English, and by diameter). The tables are protocol's constants, searched in memory.
 */

/** One searchable entry: the hit it makes and the fields it is found by. */
interface DictionaryEntry {
  readonly hit: Pick<DictionaryHit, 'table' | 'entry' | 'title' | 'snippet'>
  readonly fields: readonly HitField[]
}

/** A number as the dictionary shows it: at most `digits` decimals, no trailing zeros. */
function shown(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)))
}

function colourEntries(): DictionaryEntry[] {
  return COLOUR_CODES.map((c) => ({
    hit: { table: 'colours', entry: c.code, title: `${c.code} ${c.zh} ${c.en}`, snippet: c.de.join(', ') },
    fields: [field(c.code, true), field(c.zh, true), field(c.en, true), ...[...c.de, ...c.deNames].map((word) => field(word, false))],
  }))
}

function gaugeEntries(): DictionaryEntry[] {
  return WIRE_GAUGES.map((g) => {
    const diameter = `${shown(g.diameter, 3)} mm`
    const area = `${shown(g.area, 3)} mm²`
    const metric = `${shown(g.nearestMetric, 2)} mm²`
    return {
      hit: { table: 'gauges', entry: g.awg, title: `${g.awg} AWG`, snippet: `${diameter} · ${area} · ≈ ${metric}` },
      fields: [field(`${g.awg} AWG`, true, { partNumber: true }), field(`AWG ${g.awg}`, true, { partNumber: true }), field(diameter, false), field(area, false), field(metric, false)],
    }
  })
}

/** Each wall's name in Chinese and English, as the dictionary's columns name it. */
const WALLS = [['thick', '厚壁', 'thick wall'], ['thin', '薄壁', 'thin wall'], ['ultraThin', '超薄壁', 'ultra-thin wall']] as const

function iso6722Entries(): DictionaryEntry[] {
  return ISO_6722_DIAMETERS.map((r) => {
    const area = `${shown(r.csa, 2)} mm²`
    const walls = WALLS.filter(([wall]) => r[wall] !== null)
    const diameters = walls.map(([wall, zh, en]) => ({ zh, en, od: `${shown(r[wall]!, 2)} mm` }))
    return {
      hit: { table: 'iso6722', entry: shown(r.csa, 2), title: `ISO 6722-1 ${area}`, snippet: diameters.map((d) => `${d.zh} ${d.en} ≤ ${d.od}`).join(' · ') },
      fields: [
        field(`ISO 6722-1 ${area}`, true), field(area, false),
        ...diameters.flatMap((d) => [field(`${d.zh} ${d.en}`, false), field(d.od, false)]),
      ],
    }
  })
}

const ENTRIES: readonly DictionaryEntry[] = [...colourEntries(), ...gaugeEntries(), ...iso6722Entries()]

/** The dictionary's entries holding `query`, in table order (the caller ranks them with the rest). */
export function dictionaryHits(query: SearchQuery): DictionaryHit[] {
  const hits: DictionaryHit[] = []
  for (const entry of ENTRIES) {
    if (!covers(query, entry.fields)) continue
    const ranked = rank(query, entry.fields)
    hits.push({ kind: 'dictionary', ...entry.hit, ...ranked, score: scoreOf('dictionary', ranked) })
  }
  return hits
}
