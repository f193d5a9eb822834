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
 * global ones and those of the caller's teams whose folded text (name, source and every cell,
 * kept with the table) holds every word. A hit names its table and the first row holding the
 * whole query (its cells joined) or, when no single row does, the source.
 */
export async function dictionaryTableHits(db: Knex, auth: Auth, query: SearchQuery): Promise<{ hits: DictionaryHit[]; more: boolean }> {
  const teams = db('team_members').where('user_id', auth.user.id).select('team_id')
  const rows = (await db('dictionary_tables')
    .where((w) => w.where('scope', 'global').orWhereIn('team_id', teams))
    .where((w) => {
      for (const word of query.words) w.whereRaw(`search_text LIKE ? ESCAPE '\\'`, [containsPattern(word.text)])
    })
    .orderBy('name')
    .limit(DICTIONARY_TABLES_MAX + 1)
    .select('id', 'name', 'source', 'data')) as { id: string | number; name: string; source: string; data: DataTable | string }[]
  const hits: DictionaryHit[] = []
  for (const row of rows.slice(0, DICTIONARY_TABLES_MAX)) {
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as DataTable) : row.data
    const own: HitField[] = [field(row.name, true), field(row.source, false)]
    // One folded field per row, so a table of 5,000 rows costs 5,000 folds at most.
    const found = covers(query, own) ? undefined : data.rows.find((r) => covers(query, [...own, field(r.cells.map(cellText).join(' '), false)]))
    const ranked = rank(query, found ? [...own, field(found.cells.map(cellText).join(' '), false)] : own)
    const snippet = found ? found.cells.map(cellText).filter((c) => c !== '').join(' · ') : row.source
    hits.push({ kind: 'dictionary', table: 'teamTable', entry: String(row.id), title: row.name, snippet, ...ranked, score: scoreOf('dictionary', ranked) })
  }
  return { hits, more: rows.length > DICTIONARY_TABLES_MAX }
}
