import type { LibraryPartKind } from '../library/partParameters'
import type { LibraryScope } from './library'
import type { FileType } from './workspace/projects'

/**
 * The text search API (`/textSearch`): one query over everything the caller may see: projects,
 * files, the contents of harness files (designators, wire numbers, part numbers, notes), library
 * parts, the dictionary's entries and forum issues. Words are compared folded (case, accents and
 * full-width forms do not matter; see `foldSearchText`), part numbers also without their
 * separators (`partNumberKey`). Hits come best first (see {@link SearchHitBase.score}); what the
 * caller may not see is never among them.
 */
export const SearchPaths = {
  /**
   * GET query `q` (1-200 characters, at most 8 words, every one of which a hit must contain),
   * `kinds` (comma-separated {@link SearchHitKind}s; all when left out), `limit` (1-100, default
   * 50). Answers {@link TextSearchResult}.
   */
  textSearch: '/api/search/text',
} as const

/** What a hit is: a project, a file, a record inside a harness file, a library part, a dictionary entry or a forum issue. */
export const SEARCH_HIT_KINDS = ['project', 'file', 'harnessRecord', 'part', 'dictionary', 'issue'] as const

/** One of {@link SEARCH_HIT_KINDS}. */
export type SearchHitKind = (typeof SEARCH_HIT_KINDS)[number]

/** Longest query, in characters. */
export const SEARCH_QUERY_MAX = 200
/** Most words a query takes; more are refused rather than silently dropped. */
export const SEARCH_WORDS_MAX = 8
/** Hits answered unless the query asks for fewer, and the most it may ask for. */
export const SEARCH_LIMIT_DEFAULT = 50
export const SEARCH_LIMIT_MAX = 100

/**
 * The records of a harness file the search finds, by type name: designated parts (connectors,
 * splices), wires and cables by number, groups, coverings, fixings, modules and configurations by
 * name and part number, notes (free labels and tables on the sheet) by their text, and terminals
 * and seals by part number (one entry per part number; opening it selects the wire or connector of
 * the first one).
 */
export const SEARCH_RECORD_KINDS = [
  'connector', 'splice', 'wire', 'multicore', 'wireGroup', 'protection', 'fixing', 'module', 'configuration', 'terminal', 'seal', 'label', 'table',
] as const

/** One of {@link SEARCH_RECORD_KINDS}. */
export type SearchRecordKind = (typeof SEARCH_RECORD_KINDS)[number]

/**
 * How a hit met the query: `exact` (a name or number of it is the query), `prefix` (starts with
 * it), `substring` (holds it, or holds every word somewhere).
 */
export type SearchMatch = 'exact' | 'prefix' | 'substring'

/** Where a hit met the query: its own name or number (`name`), or other text of it (`content`: a description, a note, a part number of a record). */
export type SearchField = 'name' | 'content'

/** What every hit carries. */
export interface SearchHitBase {
  /** The hit's name as written: a project's or file's name, a designator or wire number, a part number, an issue's title. */
  readonly title: string
  /** A short text of where the query was met beyond the title ('' when the title says it all). */
  readonly snippet: string
  readonly match: SearchMatch
  readonly field: SearchField
  /**
   * The rank: 300 for `exact`, 200 for `prefix`, 100 for `substring`; 50 more for a `name`; then
   * 6 to 1 by kind (project, file, harness record, part, dictionary, issue) so equal matches keep
   * one order. Hits come highest first.
   */
  readonly score: number
}

/** A project: opens the project screen with it open. */
export interface ProjectHit extends SearchHitBase {
  readonly kind: 'project'
  readonly projectId: number
  /** The team it belongs to; null for a personal project. */
  readonly teamId: number | null
}

/** A harness or table file: opens it in its editor. */
export interface FileHit extends SearchHitBase {
  readonly kind: 'file'
  readonly fileId: number
  readonly fileType: FileType
  readonly projectId: number
  readonly projectName: string
  readonly teamId: number | null
}

/** A record of a harness file's current version: opens the file in the harness editor with the record selected. */
export interface HarnessRecordHit extends SearchHitBase {
  readonly kind: 'harnessRecord'
  readonly fileId: number
  /** The record to select when the file opens. */
  readonly recordId: string
  readonly recordKind: SearchRecordKind
  /** The record's part number as written ('' when it has none). */
  readonly partNumber: string
  readonly fileName: string
  readonly projectId: number
  readonly projectName: string
  readonly teamId: number | null
}

/** A part of a library the caller sees: opens the part's page. */
export interface PartHit extends SearchHitBase {
  readonly kind: 'part'
  readonly partId: number
  readonly partKind: LibraryPartKind
  readonly scope: LibraryScope
  readonly description: string
}

/** The dictionary's tables the search reads: wire colour codes (IEC 60757), wire gauges (AWG), and the tables teams keep (`teamTable`). */
export type DictionaryTableKey = 'colours' | 'gauges' | 'iso6722' | 'teamTable'

/** An entry of the dictionary of standard parameters: opens `/dictionary` at its table. */
export interface DictionaryHit extends SearchHitBase {
  readonly kind: 'dictionary'
  readonly table: DictionaryTableKey
  /** The entry's key in its table: a colour code ('RD'), a gauge ('18', '4/0'), a cross-section in mm² ('1.5'), or a team table's id. */
  readonly entry: string
}

/** A forum issue the caller may see: opens the issue. */
export interface IssueHit extends SearchHitBase {
  readonly kind: 'issue'
  readonly issueId: number
  readonly closed: boolean
}

/** One hit of a text search. */
export type SearchHit = ProjectHit | FileHit | HarnessRecordHit | PartHit | DictionaryHit | IssueHit

/** The answer of `textSearch`. */
export interface TextSearchResult {
  /** The hits, best first, at most the query's limit. */
  readonly hits: SearchHit[]
  /** Hits found of each kind (within the per-kind limits of `docs/search.md`), before the query's limit. */
  readonly counts: Readonly<Record<SearchHitKind, number>>
  /** True when a limit left hits out: the query's, a kind's, or the hits kept per file. */
  readonly truncated: boolean
  /**
   * Present when nothing matched the query as typed and the hits match it with its Chinese words
   * cut into the words they are made of (`cjkWordPieces`): every word searched, each once
   * ("防水护套" found nothing: `['防水', '护套']`).
   */
  readonly relaxedWords?: readonly string[]
}
