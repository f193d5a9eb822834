import { SEARCH_HIT_KINDS, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SEARCH_WORDS_MAX, type SearchHit, type SearchHitKind } from '@harness/protocol'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { textSearch } from '../api/searchApi'
import { navigate, routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { openProject, selectScope } from '../state/projectState'
import { TestIds } from '../testIds'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { PageHeader } from '../ui/PageHeader'
import { Spinner } from '../ui/Spinner'
import { useListKeys } from '../ui/useListKeys'
import { useRemote } from '../ui/useRemote'
import { HIT_KIND_LABELS, highlight, hitBadge, hitContext, hitIcon, hitTarget, parseTextSearch, quotedWords, textSearchUrl, type HitTarget, type TextSearchState } from './searchHits'

/** A key for a hit, unique within one answer. */
function hitKey(hit: SearchHit): string {
  switch (hit.kind) {
    case 'project': return `project:${hit.projectId}`
    case 'file': return `file:${hit.fileId}`
    case 'harnessRecord': return `record:${hit.fileId}:${hit.recordId}:${hit.recordKind}`
    case 'part': return `part:${hit.partId}`
    case 'dictionary': return `dictionary:${hit.table}:${hit.entry}`
    case 'issue': return `issue:${hit.issueId}`
    default: return String(hit)
  }
}

/** Makes ready what a target needs before it opens: the project screen opens the hit's project. */
function prepare(target: HitTarget): void {
  if (!target.project) return
  selectScope(target.project.teamId)
  openProject(target.project)
}

/** `text` with the first place a word of `q` meets it marked. */
function Highlighted({ text, q }: { readonly text: string; readonly q: string }) {
  const parts = highlight(text, q)
  if (parts === null) return <>{text}</>
  return <>{parts[0]}<mark className="ts-mark">{parts[1]}</mark>{parts[2]}</>
}

/**
 * The text search screen (/textSearch?q=…&kind=…): one field over everything the caller may see
 * (projects, files, the contents of harness files, library parts, the dictionary, forum issues),
 * the hits best first with their kind and where they are, filtered by kind. Enter searches;
 * arrows choose a hit and Enter (or a click) opens it: a wire opens its harness with the wire
 * selected. The query lives in the URL.
 */
export function TextSearchPage() {
  const { t, locale } = useI18n()
  const { search } = useSnapshot(routerState)
  const state = parseTextSearch(search)
  const [text, setText] = useState(state.q)
  const listId = useId()
  const q = state.q.trim()
  const tooManyWords = q.split(/\s+/u).filter((w) => w !== '').length > SEARCH_WORDS_MAX
  const result = useRemote(q === '' || tooManyWords ? null : `search:${q}`, () => textSearch(q, [], SEARCH_LIMIT_MAX))
  const answer = result.state.kind === 'ready' ? result.state.data : null
  // What the hits are marked by: the pieces searched when the query was cut.
  const marked = answer?.relaxedWords?.join(' ') ?? q
  const shown = answer ? answer.hits.filter((hit) => state.kind === null || hit.kind === state.kind) : []

  useEffect(() => setText(state.q), [state.q])
  useEffect(() => setActive(0), [search])

  const go = (next: Partial<TextSearchState>) => void navigate(textSearchUrl({ ...state, ...next }))
  const open = (hit: SearchHit) => {
    const target = hitTarget(hit)
    prepare(target)
    void navigate(target.href)
  }
  // Enter opens the active hit once the results are those of the text typed; before, it searches.
  const { active, setActive, list, onKeyDown: onKey } = useListKeys(shown.length, (i) => (text.trim() === q ? open(shown[i]!) : false))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    go({ q: text.trim() })
  }
  const countOf = (kind: SearchHitKind | null) => (answer ? (kind === null ? answer.hits.length : answer.hits.filter((h) => h.kind === kind).length) : 0)

  return (
    <section className="ws-page ws-page-narrow ts-page" aria-labelledby="ts-title">
      <PageHeader titleId="ts-title" title={t('pageTextSearch')} subtitle={t('tsSubtitle')} />
      <div className="ws-card ts-card">
        <form className="ts-form" role="search" onSubmit={onSubmit}>
          <span className="ts-field">
            <input className="input ts-input" type="search" role="combobox" aria-expanded={shown.length > 0} aria-controls={listId} aria-label={t('tsSearchLabel')}
              aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined} placeholder={t('tsPlaceholder')} value={text} maxLength={SEARCH_QUERY_MAX} autoFocus
              data-testid={TestIds.textSearchInput} onChange={(e) => setText(e.target.value)} onKeyDown={onKey} />
          </span>
          <button type="submit" className="btn btn-primary" data-testid={TestIds.textSearchSubmit}>{t('tsSearch')}</button>
        </form>
        {answer ? (
          <div className="ts-kinds" role="group" aria-label={t('tsKinds')} data-testid={TestIds.textSearchKinds}>
            {[null, ...SEARCH_HIT_KINDS].map((kind) => (
              <button key={kind ?? 'all'} type="button" className={`ts-kind${state.kind === kind ? ' ts-kind-active' : ''}`} aria-pressed={state.kind === kind}
                data-kind={kind ?? 'all'} disabled={kind !== null && countOf(kind) === 0} onClick={() => go({ kind })}>
                {kind === null ? t('tsAll') : t(HIT_KIND_LABELS[kind])}<span className="ts-kind-count">{countOf(kind)}</span>
              </button>
            ))}
          </div>
        ) : null}
        {tooManyWords ? <p className="ws-muted ts-note" role="alert">{t('tsTooManyWords', { max: SEARCH_WORDS_MAX })}</p> : null}
        {q === '' ? <p className="ws-muted ts-note">{t('tsHint')}</p> : null}
        {result.state.kind === 'loading' && q !== '' && !tooManyWords ? <Spinner label={t('loading')} /> : null}
        {answer ? (
          <>
            <p className="ws-muted ts-summary" data-testid={TestIds.textSearchSummary} aria-live="polite">
              {shown.length === 0 ? t('tsNone', { q }) : t('tsFound', { count: shown.length })}
              {answer.truncated ? <span className="ts-truncated"> · {t('tsTruncated')}</span> : null}
            </p>
            {answer.relaxedWords ? <p className="ws-muted ts-note ts-relaxed" data-testid={TestIds.textSearchRelaxed}>{t('tsRelaxed', { q, words: quotedWords(answer.relaxedWords, locale) })}</p> : null}
            <ul id={listId} ref={list} role="listbox" aria-label={t('tsResults')} className="ts-results" data-testid={TestIds.textSearchResults} aria-busy={result.busy}>
              {shown.map((hit, i) => {
                const target = hitTarget(hit)
                return (
                  <li key={hitKey(hit)} id={`${listId}-${i}`} role="option" aria-selected={i === active} data-index={i} data-kind={hit.kind} data-testid={TestIds.textSearchHit}
                    className={`ts-hit${i === active ? ' ts-hit-active' : ''}`} onMouseEnter={() => setActive(i)}>
                    <Link to={target.href} tabIndex={-1} className="ts-hit-link" onClick={() => prepare(target)}>
                      <span className={`ts-hit-icon ts-hit-icon-${hit.kind}`} aria-hidden="true"><Icon name={hitIcon(hit)} size={16} /></span>
                      <span className="ts-hit-main">
                        <span className="ts-hit-title"><Highlighted text={hit.title} q={marked} /></span>
                        {hit.snippet !== '' ? <span className={`ts-hit-snippet${hit.kind === 'harnessRecord' ? ' ts-hit-snippet-number' : ''}`}><Highlighted text={hit.snippet} q={marked} /></span> : null}
                        <span className="ts-hit-context">{hitContext(hit, t)}</span>
                      </span>
                      <span className="ts-hit-meta">
                        {hit.match === 'exact' ? <span className="badge ts-badge-exact">{t('tsExact')}</span> : null}
                        <span className={`badge ts-badge ts-badge-${hit.kind}`}>{hitBadge(hit, t, locale)}</span>
                      </span>
                    </Link>
                  </li>
                )
              })}
            </ul>
            {shown.length > 0 ? <p className="ws-muted ts-keys">{t('tsKeys')}</p> : null}
          </>
        ) : null}
      </div>
    </section>
  )
}
