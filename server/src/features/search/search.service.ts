import type { Knex } from 'knex'
import {
  SEARCH_HIT_KINDS, foldSearchText, type FileHit, type HarnessRecordHit, type IssueHit, type PartHit, type ProjectHit, type SearchHit, type SearchHitKind,
  type TextSearchResult,
} from '@harness/protocol'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { isModerator } from '../forum/issues.service'
import { partQueryOf } from '../library/partList.service'
import { listPartRows } from '../library/parts.repo'
import { projectFor } from '../projects/projectAccess'
import { contentHits } from './contentHits'
import { contentLines, filesByContent } from './contentIndex.repo'
import { dictionaryHits } from './dictionarySearch'
import { dictionaryTableHits } from './dictionaryTableSearch'
import { filesByName, issuesByText, projectsByName } from './search.repo'
import { field, rank, readSearchQuery, relaxedSearchQuery, scoreOf, type SearchQuery } from './searchQuery'

/**
 * `textSearch`: one query over everything the caller may see, answered as hits best first. Each
 * kind is looked up on its own, within a limit of its own (below), and the hits are ranked
 * together (`SearchHitBase.score`). What the caller may see follows the rules of each place:
 * projects and files of live projects that are theirs or their teams' (every project of a hit is
 * checked again with `projectFor`), parts of the libraries they see (the library's own search),
 * issues that are not hidden unless they moderate.
 */

/** Most projects, files, issues and parts looked at per query. */
export const PROJECTS_MAX = 20
export const FILES_MAX = 50
export const ISSUES_MAX = 20
export const PARTS_MAX = 50
/** Most harness files whose content index is read per query, and hits kept per file. */
export const CONTENT_FILES_MAX = 20
export const HITS_PER_FILE = 20
/** Most characters of content lines read per query (about three files of 100,000 wires). */
export const CONTENT_CHARS_MAX = 30_000_000

/** A text search as the route read it. */
export interface TextSearchInput {
  readonly q: string
  readonly kinds: readonly SearchHitKind[]
  readonly limit: number
}

/** Hits of one kind and whether a limit left some out. */
interface Found {
  readonly hits: SearchHit[]
  readonly more: boolean
}

async function projectHits(db: Knex, auth: Auth, query: SearchQuery): Promise<Found> {
  const { rows, more } = await projectsByName(db, auth.user.id, query, PROJECTS_MAX)
  const hits = rows.map((p): ProjectHit => {
    const ranked = rank(query, [field(p.name, true), field(p.description, false)])
    const snippet = ranked.field === 'content' ? p.description : ''
    return { kind: 'project', projectId: p.projectId, teamId: p.teamId, title: p.name, snippet, ...ranked, score: scoreOf('project', ranked) }
  })
  return { hits, more }
}

async function fileHits(db: Knex, auth: Auth, query: SearchQuery): Promise<Found> {
  const { rows, more } = await filesByName(db, auth.user.id, query, FILES_MAX)
  const hits = rows.map((f): FileHit => {
    const ranked = rank(query, [field(f.name, true), field(f.projectName, false, { own: false })])
    return { kind: 'file', fileId: f.fileId, fileType: f.fileType, projectId: f.projectId, projectName: f.projectName, teamId: f.teamId, title: f.name, snippet: '', ...ranked, score: scoreOf('file', ranked) }
  })
  return { hits, more }
}

async function recordHits(db: Knex, auth: Auth, query: SearchQuery): Promise<Found> {
  const files = await filesByContent(db, auth.user.id, query, CONTENT_FILES_MAX)
  const hits: HarnessRecordHit[] = []
  let more = files.more
  let read = 0
  for (const file of files.files) {
    // The content of a few aircraft-size files is all one query reads (each ~10 MB of lines).
    if (read > CONTENT_CHARS_MAX) {
      more = true
      break
    }
    const context = [field(file.fileName, false, { own: false }), field(file.projectName, false, { own: false })]
    const lines = await contentLines(db, file.fileId)
    read += lines.length
    const found = contentHits(lines, query, context, HITS_PER_FILE)
    more ||= found.more
    for (const { line, ranked, score } of found.hits) {
      hits.push({
        kind: 'harnessRecord', fileId: file.fileId, recordId: line.recordId, recordKind: line.kind, partNumber: line.partNumber, fileName: file.fileName,
        projectId: file.projectId, projectName: file.projectName, teamId: file.teamId, title: line.label || line.partNumber,
        snippet: line.label !== '' ? line.partNumber : '', ...ranked, score,
      })
    }
  }
  return { hits, more }
}

async function partHits(db: Knex, auth: Auth, query: SearchQuery): Promise<Found> {
  const partQuery = await partQueryOf(db, auth, { library: 'all', kind: null, status: null, q: query.raw, filters: null, sort: null, descending: false, reachOf: null })
  const { parts, total } = await listPartRows(db, { ...partQuery, limit: PARTS_MAX, offset: 0 })
  const hits = parts.map((p): PartHit => {
    const numbers = [p.partNumber, p.supplierPartNumber, p.manufacturerPartNumber].filter((n) => n !== '')
    const ranked = rank(query, [
      ...numbers.map((n) => field(n, true, { partNumber: true })), field(p.description, false), field(p.manufacturer, false), field(p.supplier, false),
    ])
    return { kind: 'part', partId: p.id, partKind: p.kind, scope: p.scope, description: p.description, title: p.partNumber, snippet: p.description, ...ranked, score: scoreOf('part', ranked) }
  })
  return { hits, more: total > parts.length }
}

async function issueHits(db: Knex, auth: Auth, query: SearchQuery): Promise<Found> {
  const { rows, more } = await issuesByText(db, query, isModerator(auth), ISSUES_MAX)
  const hits = rows.map((i): IssueHit => {
    const ranked = rank(query, [field(i.title, true), { text: foldSearchText(i.excerpt), name: false }])
    return { kind: 'issue', issueId: i.issueId, closed: i.closed, title: i.title, snippet: i.excerpt.replace(/\s+/g, ' ').trim(), ...ranked, score: scoreOf('issue', ranked) }
  })
  return { hits, more }
}

/** The project a hit belongs to, if any. */
function projectOf(hit: SearchHit): number | null {
  return hit.kind === 'project' || hit.kind === 'file' || hit.kind === 'harnessRecord' ? hit.projectId : null
}

/** The hits whose project the caller may read now, by the projects' own access rule (`projectFor`). */
async function readableOnly(db: Knex, auth: Auth, hits: readonly SearchHit[]): Promise<SearchHit[]> {
  const readable = new Map<number, boolean>()
  for (const projectId of new Set(hits.map(projectOf).filter((id): id is number => id !== null))) {
    try {
      await projectFor(db, auth, projectId, 'read')
      readable.set(projectId, true)
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 404) throw error
      readable.set(projectId, false)
    }
  }
  return hits.filter((hit) => {
    const projectId = projectOf(hit)
    return projectId === null || readable.get(projectId) === true
  })
}

const KIND_RANK: Readonly<Record<SearchHitKind, number>> = Object.fromEntries(SEARCH_HIT_KINDS.map((kind, i) => [kind, i])) as Record<SearchHitKind, number>

/**
 * Looks up every kind asked for and ranks the hits together (see the module comment). When
 * nothing is found and a Chinese word of the query is made of words ("防水护套"), the hits are
 * those holding its pieces ("防水" and "护套"), and `relaxedWords` says so.
 */
export async function textSearch(db: Knex, auth: Auth, input: TextSearchInput): Promise<TextSearchResult> {
  const query = readSearchQuery(input.q)
  const found = await searchAll(db, auth, input, query)
  const relaxed = found.hits.length === 0 ? relaxedSearchQuery(query) : null
  if (relaxed === null) return found
  const second = await searchAll(db, auth, input, relaxed)
  return second.hits.length === 0 ? found : { ...second, relaxedWords: relaxed.words.map((w) => w.text) }
}

/** The hits of `query` of every kind asked for, ranked together. */
async function searchAll(db: Knex, auth: Auth, input: TextSearchInput, query: SearchQuery): Promise<TextSearchResult> {
  const lookups: Record<SearchHitKind, () => Promise<Found>> = {
    project: () => projectHits(db, auth, query),
    file: () => fileHits(db, auth, query),
    harnessRecord: () => recordHits(db, auth, query),
    part: () => partHits(db, auth, query),
    dictionary: async () => {
      const teamTables = await dictionaryTableHits(db, auth, query)
      return { hits: [...dictionaryHits(query), ...teamTables.hits], more: teamTables.more }
    },
    issue: () => issueHits(db, auth, query),
  }
  const counts = Object.fromEntries(SEARCH_HIT_KINDS.map((kind) => [kind, 0])) as Record<SearchHitKind, number>
  let all: SearchHit[] = []
  let truncated = false
  // One after the other: the pool's connections serve other requests meanwhile.
  for (const kind of SEARCH_HIT_KINDS) {
    if (!input.kinds.includes(kind)) continue
    const found = await lookups[kind]()
    all.push(...found.hits)
    truncated ||= found.more
  }
  all = await readableOnly(db, auth, all)
  for (const hit of all) counts[hit.kind]++
  all.sort((a, b) => b.score - a.score || KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.title.localeCompare(b.title, 'zh-CN'))
  return { hits: all.slice(0, input.limit), counts, truncated: truncated || all.length > input.limit }
}
