import { COLOUR_CODES, WIRE_GAUGES, type DictionaryHit } from '@harness/protocol'
import { covers, field, rank, scoreOf, type HitField, type SearchQuery } from './searchQuery'

/**
 * The dictionary of standard parameters (`/dictionary`) as the text search reads it: the wire
 * colour codes of IEC 60757 (found by code, Chinese and English name, and the German
 * abbreviations and names KBL files write) and the American wire gauges (found as "18 AWG",
 * "AWG18", by diameter, cross-section and nearest metric size). The tables are protocol's
 * constants, searched in memory.
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

const ENTRIES: readonly DictionaryEntry[] = [...colourEntries(), ...gaugeEntries()]

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
