import { SEARCH_HIT_KINDS, foldSearchText, type Locale, type SearchHit, type SearchHitKind, type SearchRecordKind } from '@harness/protocol'
import type { IconName } from '../ui/Icon'
import type { UiKey } from '../i18n/uiZhCN'
import { editorPath, fileTypeIcon } from '../projects/fileFormats'
import { kindName } from '../library/partText'

/**
 * What the text search screen shows of a hit and where a hit leads, as pure functions of the
 * answer (no React, no DOM): the query in the URL, each hit's target, icon, kind and context line,
 * and the part of its title that the query met.
 */

/** The route of the text search screen. */
export const TEXT_SEARCH_PATH = '/textSearch'

/** The screen's state in the URL: the query and the kind shown (null: every kind). */
export interface TextSearchState {
  readonly q: string
  readonly kind: SearchHitKind | null
}

/** Reads the screen's state from a location's search string (`?q=W12&kind=harnessRecord`). */
export function parseTextSearch(search: string): TextSearchState {
  const params = new URLSearchParams(search)
  const kind = params.get('kind')
  return { q: params.get('q') ?? '', kind: (SEARCH_HIT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SearchHitKind) : null }
}

/** The URL of the screen in `state`. */
export function textSearchUrl(state: TextSearchState): string {
  const params = new URLSearchParams()
  if (state.q !== '') params.set('q', state.q)
  if (state.kind !== null) params.set('kind', state.kind)
  const query = params.toString()
  return query === '' ? TEXT_SEARCH_PATH : `${TEXT_SEARCH_PATH}?${query}`
}

/** Where a hit opens: an in-app URL, and for a project the project the project screen must open first. */
export interface HitTarget {
  readonly href: string
  readonly project?: { readonly projectId: number; readonly name: string; readonly teamId: number | null }
}

/**
 * Where `hit` leads: a project to the project screen with it open, a file to its editor, a harness
 * record to the harness editor with the record selected (`select`), a part to its page, a dictionary
 * entry to its table of the dictionary (a team's table shown), an issue to its thread.
 */
export function hitTarget(hit: SearchHit): HitTarget {
  switch (hit.kind) {
    case 'project': return { href: '/dashboard/project', project: { projectId: hit.projectId, name: hit.title, teamId: hit.teamId } }
    case 'file': return { href: editorPath(hit.fileType, hit.fileId) }
    case 'harnessRecord': return { href: `/editor/harness?${new URLSearchParams({ fileId: String(hit.fileId), select: hit.recordId })}` }
    case 'part': return { href: `/part?partId=${hit.partId}` }
    case 'dictionary': return { href: hit.table === 'teamTable' ? `/dictionary?tab=tables&table=${hit.entry}` : `/dictionary?tab=${hit.table}` }
    case 'issue': return { href: `/issuedetail?issueId=${hit.issueId}` }
    default: {
      const never: never = hit
      throw new RangeError(`hitTarget: unknown hit ${JSON.stringify(never)}`)
    }
  }
}

/** The icon of a hit. */
export function hitIcon(hit: SearchHit): IconName {
  switch (hit.kind) {
    case 'project': return 'project'
    case 'file': return fileTypeIcon(hit.fileType)
    case 'harnessRecord': return 'link'
    case 'part': return 'library'
    case 'dictionary': return 'params'
    case 'issue': return 'forum'
    default: return 'file'
  }
}

/** The label of each kind of hit. */
export const HIT_KIND_LABELS: Readonly<Record<SearchHitKind, UiKey>> = {
  project: 'tsKind_project', file: 'tsKind_file', harnessRecord: 'tsKind_harnessRecord', part: 'tsKind_part', dictionary: 'tsKind_dictionary', issue: 'tsKind_issue',
}

/** The label of each kind of harness record. */
export const RECORD_KIND_LABELS: Readonly<Record<SearchRecordKind, UiKey>> = {
  connector: 'tsRecord_connector', splice: 'tsRecord_splice', wire: 'tsRecord_wire', multicore: 'tsRecord_multicore', wireGroup: 'tsRecord_wireGroup',
  protection: 'tsRecord_protection', fixing: 'tsRecord_fixing', module: 'tsRecord_module', configuration: 'tsRecord_configuration', terminal: 'tsRecord_terminal',
  seal: 'tsRecord_seal', label: 'tsRecord_label', table: 'tsRecord_table',
}

/** The badge of a hit: its kind, or for a harness record the record's kind ("导线", "连接器"). */
export function hitBadge(hit: SearchHit, t: (key: UiKey) => string, locale: Locale): string {
  if (hit.kind === 'harnessRecord') return t(RECORD_KIND_LABELS[hit.recordKind] ?? 'tsKind_harnessRecord')
  if (hit.kind === 'part') return kindName(hit.partKind, locale)
  return t(HIT_KIND_LABELS[hit.kind])
}

/** Where a hit is, as the line under its title shows it: project › file for a record, the library of a part, ... */
export function hitContext(hit: SearchHit, t: (key: UiKey) => string): string {
  switch (hit.kind) {
    case 'project': return t(hit.teamId === null ? 'tsPersonalProject' : 'tsTeamProject')
    case 'file': return `${hit.projectName} · ${t(hit.fileType === 'datatable' ? 'tsFileTable' : hit.fileType === 'drawing' ? 'tsFileDrawing' : 'tsFileHarness')}`
    case 'harnessRecord': return `${hit.projectName} › ${hit.fileName}`
    case 'part': return t(hit.scope === 'builtin' ? 'tsLibraryBuiltin' : hit.scope === 'global' ? 'tsLibraryGlobal' : 'tsLibraryTeam')
    case 'dictionary': return t(hit.table === 'colours' ? 'tsDictColours' : hit.table === 'gauges' ? 'tsDictGauges' : hit.table === 'iso6722' ? 'tsDictIso6722' : 'dictTablesTab')
    case 'issue': return t(hit.closed ? 'tsIssueClosed' : 'tsIssueOpen')
    default: return ''
  }
}

/**
 * `text` split around the first place a word of `q` occurs in it, compared folded (case and
 * accents ignored), as [before, found, after]; null when no word occurs (or folding changed the
 * text's length, so places would not meet).
 */
export function highlight(text: string, q: string): readonly [string, string, string] | null {
  const folded = foldSearchText(text)
  if (folded.length !== text.length) return null
  const words = foldSearchText(q).split(/\s+/u).filter((w) => w !== '').sort((a, b) => b.length - a.length)
  for (const word of words) {
    const at = folded.indexOf(word)
    if (at >= 0) return [text.slice(0, at), text.slice(at, at + word.length), text.slice(at + word.length)]
  }
  return null
}

/**
 * The words a search looked for, each in quotation marks, in the language's list form: the
 * pieces of a Chinese word it cut when nothing held the word whole (`relaxedWords` of an answer).
 * Example: ['防水', '护套'] → “防水”“护套” in Chinese, “防水”, “护套” in English.
 */
export function quotedWords(words: readonly string[], locale: Locale): string {
  return words.map((w) => `“${w}”`).join(locale === 'en' ? ', ' : '')
}
