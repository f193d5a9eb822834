import type { Knex } from 'knex'
import type { FileType } from '@harness/protocol'
import { containsPattern, foldedSql, prefixPattern } from '../../lib/searchSql'
import { readableProjects } from './contentIndex.repo'
import type { SearchQuery } from './searchQuery'

/**
 * The names the text search finds: projects, files and forum issues that hold every word of a
 * query (folded in the database by `foldedSql`), of those the caller may see. The ones whose name
 * is the query, then those that start with it, come first, then the most recent, at most a limit.
 * Rows never leave this module.
 */

/** A project the caller may read. */
export interface ProjectNameRecord {
  readonly projectId: number
  readonly name: string
  readonly description: string
  readonly teamId: number | null
}

/** A live file of a project the caller may read. */
export interface FileNameRecord {
  readonly fileId: number
  readonly name: string
  readonly fileType: FileType
  readonly projectId: number
  readonly projectName: string
  readonly teamId: number | null
}

/** An issue the caller may see, with the part of its text around the first word. */
export interface IssueRecord {
  readonly issueId: number
  readonly title: string
  readonly closed: boolean
  readonly excerpt: string
}

/** The SQL "`column`'s fold holds `word`", with its binding. */
function holdsSql(column: string): string {
  return `${foldedSql(column)} LIKE ? ESCAPE '\\'`
}

/** Orders `query` with `column`'s fold equal to the phrase first, then starting with it. */
function nameFirst(query: Knex.QueryBuilder, column: string, phrase: string): Knex.QueryBuilder {
  return query.orderByRaw(`(${foldedSql(column)} = ?) DESC, (${holdsSql(column)}) DESC`, [phrase, prefixPattern(phrase)])
}

/** Answers the first `limit` rows and whether there were more. */
function page<T>(rows: readonly T[], limit: number): { rows: T[]; more: boolean } {
  return { rows: rows.slice(0, limit), more: rows.length > limit }
}

/** Live projects `userId` may read whose name or description holds every word. */
export async function projectsByName(db: Knex, userId: string, query: SearchQuery, limit: number): Promise<{ rows: ProjectNameRecord[]; more: boolean }> {
  const base = readableProjects(db('projects as p'), db, userId)
  for (const word of query.words) {
    const pattern = containsPattern(word.text)
    base.whereRaw(`(${holdsSql('p.name')} OR ${holdsSql('p.description')})`, [pattern, pattern])
  }
  const rows = (await nameFirst(base, 'p.name', query.phrase)
    .orderBy([{ column: 'p.updated_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
    .limit(limit + 1)
    .select('p.id', 'p.name', 'p.description', 'p.team_id')) as { id: string | number; name: string; description: string; team_id: string | number | null }[]
  const found = page(rows, limit)
  return { rows: found.rows.map((r) => ({ projectId: Number(r.id), name: r.name, description: r.description, teamId: r.team_id === null ? null : Number(r.team_id) })), more: found.more }
}

/** Live files of projects `userId` may read holding every word in their name or their project's, one at least in their own. */
export async function filesByName(db: Knex, userId: string, query: SearchQuery, limit: number): Promise<{ rows: FileNameRecord[]; more: boolean }> {
  const base = readableProjects(db('project_nodes as n').join('projects as p', 'p.id', 'n.project_id'), db, userId).where('n.kind', 'file').whereNull('n.deleted_at')
  for (const word of query.words) {
    const pattern = containsPattern(word.text)
    base.whereRaw(`(${holdsSql('n.name')} OR ${holdsSql('p.name')})`, [pattern, pattern])
  }
  base.whereRaw(`(${query.words.map(() => holdsSql('n.name')).join(' OR ')})`, query.words.map((w) => containsPattern(w.text)))
  const rows = (await nameFirst(base, 'n.name', query.phrase)
    .orderBy([{ column: 'n.updated_at', order: 'desc' }, { column: 'n.id', order: 'desc' }])
    .limit(limit + 1)
    .select('n.id', 'n.name', 'n.file_type', 'p.id as project_id', 'p.name as project_name', 'p.team_id')) as {
    id: string | number; name: string; file_type: FileType; project_id: string | number; project_name: string; team_id: string | number | null
  }[]
  const found = page(rows, limit)
  return {
    rows: found.rows.map((r) => ({
      fileId: Number(r.id), name: r.name, fileType: r.file_type, projectId: Number(r.project_id), projectName: r.project_name, teamId: r.team_id === null ? null : Number(r.team_id),
    })),
    more: found.more,
  }
}

/** Characters of an issue's text shown around the first word found in it. */
const EXCERPT_CHARS = 120

/**
 * Issues whose title or text holds every word: hidden ones only when `includeHidden` (the forum's
 * rule: moderators see them), each with the part of its text around the first word.
 */
export async function issuesByText(db: Knex, query: SearchQuery, includeHidden: boolean, limit: number): Promise<{ rows: IssueRecord[]; more: boolean }> {
  const base = db('issues as i')
  if (!includeHidden) base.where('i.hidden', false)
  for (const word of query.words) {
    const pattern = containsPattern(word.text)
    base.whereRaw(`(${holdsSql('i.title')} OR ${holdsSql('i.content_text')})`, [pattern, pattern])
  }
  const first = query.words[0]!.text
  const excerpt = db.raw(`substring(i.content_text from greatest(strpos(${foldedSql('i.content_text')}, ?) - 30, 1) for ?) AS excerpt`, [first, EXCERPT_CHARS])
  const rows = (await nameFirst(base, 'i.title', query.phrase)
    .orderBy([{ column: 'i.last_activity_at', order: 'desc' }, { column: 'i.id', order: 'desc' }])
    .limit(limit + 1)
    .select('i.id', 'i.title', 'i.closed', excerpt)) as { id: string | number; title: string; closed: boolean; excerpt: string | null }[]
  const found = page(rows, limit)
  return { rows: found.rows.map((r) => ({ issueId: Number(r.id), title: r.title, closed: r.closed, excerpt: r.excerpt ?? '' })), more: found.more }
}
