import type { Knex } from 'knex'
import type { HarnessSearchText } from '@harness/engine'
import { containsPattern, foldedSql } from '../../lib/searchSql'
import type { SearchQuery } from './searchQuery'

/**
 * The content index of harness files (`file_search_texts`): the `harnessSearchText` of each file's
 * current version (its terms and its lines), written with the version in its transaction, and the
 * files a query may find in it. Rows never leave this module.
 */

/**
 * The content index of a file's new current version: the index, none (`null`: a table, or content
 * without an index), or the index of another file's current version (`copyOf`: a copy of it).
 */
export type ContentIndexSource = HarnessSearchText | null | { readonly copyOf: number }

/** Makes `source` the content index of file `fileId` at `version`, replacing the one it had. */
export async function keepContentIndex(db: Knex, fileId: number, version: number, source: ContentIndexSource): Promise<void> {
  if (source !== null && 'lines' in source) {
    await db('file_search_texts').insert({ file_id: fileId, version, terms: source.terms, lines: source.lines }).onConflict('file_id').merge(['version', 'terms', 'lines'])
    return
  }
  await db('file_search_texts').where({ file_id: fileId }).delete()
  if (source !== null) {
    await db.raw('INSERT INTO file_search_texts (file_id, version, terms, lines) SELECT ?, ?, terms, lines FROM file_search_texts WHERE file_id = ?', [fileId, version, source.copyOf])
  }
}

/** A live file whose current version's content index may hold a query, with where it is. */
export interface IndexedFileRecord {
  readonly fileId: number
  readonly fileName: string
  readonly projectId: number
  readonly projectName: string
  readonly teamId: number | null
}

/** Limits `query` (over `projects as p`) to live projects `userId` may read: their personal ones and their teams'. */
export function readableProjects(query: Knex.QueryBuilder, db: Knex, userId: string): Knex.QueryBuilder {
  return query
    .whereNull('p.deleted_at')
    .where((w) => w.where((o) => o.whereNull('p.team_id').andWhere('p.owner_id', userId)).orWhereIn('p.team_id', db('team_members').select('team_id').where({ user_id: userId })))
}

/**
 * The SQL condition "the content index's terms hold `word`" (its fold, or its key), with its
 * bindings: a case-sensitive `LIKE`, since the terms are folded (`harnessSearchText`).
 */
function indexHolds(word: SearchQuery['words'][number]): [string, string[]] {
  const conditions = [`s.terms LIKE ? ESCAPE '\\'`]
  const bindings = [containsPattern(word.text)]
  if (word.key !== null && word.key !== word.text) {
    conditions.push(`s.terms LIKE ? ESCAPE '\\'`)
    bindings.push(containsPattern(word.key))
  }
  return [conditions.join(' OR '), bindings]
}

/**
 * The live files of projects `userId` may read whose current version's content index may hold
 * `query` (each word in the index or in the file's or project's name, one at least in the index),
 * most recently changed first, at most `limit`; `more` when there are more.
 */
export async function filesByContent(db: Knex, userId: string, query: SearchQuery, limit: number): Promise<{ files: IndexedFileRecord[]; more: boolean }> {
  const base = readableProjects(
    db('file_search_texts as s').join('project_nodes as n', 'n.id', 's.file_id').join('projects as p', 'p.id', 'n.project_id'),
    db,
    userId,
  )
    .where('n.kind', 'file')
    .whereNull('n.deleted_at')
    .whereRaw('s.version = n.head_version')
  // One word must be in the index; with more words, each may also be in the file's or project's name.
  if (query.words.length > 1) {
    for (const word of query.words) {
      const [inIndex, bindings] = indexHolds(word)
      const pattern = containsPattern(word.text)
      base.whereRaw(`(${inIndex} OR ${foldedSql('n.name')} LIKE ? ESCAPE '\\' OR ${foldedSql('p.name')} LIKE ? ESCAPE '\\')`, [...bindings, pattern, pattern])
    }
  }
  const anyInIndex = query.words.map(indexHolds)
  base.whereRaw(`(${anyInIndex.map(([sql]) => `(${sql})`).join(' OR ')})`, anyInIndex.flatMap(([, b]) => b))
  const rows = (await base
    .orderBy([{ column: 'n.updated_at', order: 'desc' }, { column: 'n.id', order: 'desc' }])
    .limit(limit + 1)
    .select('n.id', 'n.name', 'p.id as project_id', 'p.name as project_name', 'p.team_id')) as { id: string | number; name: string; project_id: string | number; project_name: string; team_id: string | number | null }[]
  return {
    files: rows.slice(0, limit).map((r) => ({
      fileId: Number(r.id), fileName: r.name, projectId: Number(r.project_id), projectName: r.project_name, teamId: r.team_id === null ? null : Number(r.team_id),
    })),
    more: rows.length > limit,
  }
}

/** The lines of file `fileId`'s content index ('' when it has none). */
export async function contentLines(db: Knex, fileId: number): Promise<string> {
  const row = (await db('file_search_texts').where({ file_id: fileId }).first('lines')) as { lines: string } | undefined
  return row?.lines ?? ''
}
