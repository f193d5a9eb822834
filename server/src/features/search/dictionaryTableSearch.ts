import type { Knex } from 'knex'
import type { DataTable, DictionaryHit } from '@harness/protocol'
import { containsPattern } from '../../lib/searchSql'
import type { Auth } from '../accounts/auth'
import { covers, field, rank, scoreOf, type HitField, type SearchQuery } from './searchQuery'

/** Most dictionary tables looked at per query. */
export const DICTIONARY_TABLES_MAX = 20

/** A cell as the table shows it: numbers and booleans as text, empty cells as ''. */
function cellText(cell: string | number | boolean | null): string {
  return cell === null ? '' : String(cell)
}

/**
 * The dictionary tables teams keep (`dictionary_tables`) as the text search reads them: the
 * global ones and those of the caller's teams whose name, source or any cell holds every word
 * (a first cut in SQL on the lower-cased text, then each table checked and ranked in code with the
 * search's own folding). A hit names its table and the first row holding the query (its cells
 * joined) or, when the name or source holds it, the source.
 */
export async function dictionaryTableHits(db: Knex, auth: Auth, query: SearchQuery): Promise<{ hits: DictionaryHit[]; more: boolean }> {
  const teams = db('team_members').where('user_id', auth.user.id).select('team_id')
  const rows = (await db('dictionary_tables')
    .where((w) => w.where('scope', 'global').orWhereIn('team_id', teams))
    .where((w) => {
      for (const word of query.words) w.whereRaw(`lower(name || ' ' || source || ' ' || data::text) LIKE ? ESCAPE '\\'`, [containsPattern(word.text)])
    })
    .orderBy('name')
    .limit(DICTIONARY_TABLES_MAX + 1)
    .select('id', 'name', 'source', 'data')) as { id: string | number; name: string; source: string; data: DataTable | string }[]
  const hits: DictionaryHit[] = []
  for (const row of rows.slice(0, DICTIONARY_TABLES_MAX)) {
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as DataTable) : row.data
    const own: HitField[] = [field(row.name, true), field(row.source, false)]
    const rowFields = (cells: readonly (string | number | boolean | null)[]) => cells.map((c) => field(cellText(c), false))
    const found = covers(query, own) ? null : data.rows.find((r) => covers(query, [...own, ...rowFields(r.cells)]))
    if (!covers(query, own) && !found) continue
    const ranked = rank(query, found ? [...own, ...rowFields(found.cells)] : own)
    const snippet = found ? found.cells.map(cellText).filter((c) => c !== '').join(' · ') : row.source
    hits.push({ kind: 'dictionary', table: 'teamTable', entry: String(row.id), title: row.name, snippet, ...ranked, score: scoreOf('dictionary', ranked) })
  }
  return { hits, more: rows.length > DICTIONARY_TABLES_MAX }
}
