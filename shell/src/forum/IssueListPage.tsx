import type { IssuePage } from '@harness/protocol'
import { useEffect, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { listIssues } from '../api/forumApi'
import { failureMessage } from '../api/request'
import { navigate, routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { Link } from '../ui/Link'
import { Spinner } from '../ui/Spinner'
import { formatForumDate } from './forumDate'
import { issueListSearch, parseIssueListQuery, type IssueListQuery, type IssueStatusFilter } from './issueListQuery'
import { Pager } from './Pager'

/** The route of the issue list. */
export const ISSUE_LIST_PATH = '/dashboard/issues'

const STATUS_LABELS: ReadonlyArray<readonly [IssueStatusFilter, UiKey]> = [
  ['open', 'forumStatusOpen'],
  ['closed', 'forumStatusClosed'],
  ['all', 'forumStatusAll'],
]

/**
 * The forum's issue list (/dashboard/issues): filters by state (open, closed, all) and "mine", a
 * text search, and paging. The filters live in the URL, so every change is a navigation and a
 * filtered list can be linked and reloaded. Each row links to its /issuedetail page.
 */
export function IssueListPage() {
  const { t, locale } = useI18n()
  const { search } = useSnapshot(routerState)
  const query = parseIssueListQuery(search)
  const [text, setText] = useState(query.q)
  const [result, setResult] = useState<IssuePage | null>(null)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => setText(query.q), [query.q])

  useEffect(() => {
    let live = true
    setLoading(true)
    setFailed(false)
    listIssues(parseIssueListQuery(search))
      .then((page) => { if (live) setResult(page) })
      .catch((error: unknown) => {
        if (!live) return
        setFailed(true)
        const message = failureMessage(error)
        if (message) notify('error', message)
      })
      .finally(() => { if (live) setLoading(false) })
    return () => { live = false }
  }, [search, attempt])

  const go = (next: Partial<IssueListQuery>) => {
    // Any filter change starts again at page 1; only paging keeps the others.
    const merged: IssueListQuery = { ...query, page: 1, ...next }
    void navigate(ISSUE_LIST_PATH + issueListSearch(merged))
  }

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    go({ q: text })
  }

  return (
    <section className="panel forum" aria-labelledby="forum-title">
      <header className="panel-header panel-header-row">
        <div>
          <h1 id="forum-title" className="panel-title">{t('forumTitle')}</h1>
          <p className="panel-subtitle">{t('forumIntro')}</p>
        </div>
        <Link to={`${ISSUE_LIST_PATH}/new`} className="btn btn-primary btn-md" testId={TestIds.issueNew}>{t('forumNewIssue')}</Link>
      </header>

      <div className="forum-filters">
        <div className="forum-status" role="group" aria-label={t('forumStatusLabel')} data-testid={TestIds.issueStatusFilter}>
          {STATUS_LABELS.map(([status, label]) => (
            <button key={status} type="button" className={`forum-chip${query.status === status ? ' forum-chip-active' : ''}`}
              aria-pressed={query.status === status} data-status={status} onClick={() => go({ status })}>{t(label)}</button>
          ))}
        </div>
        <label className="forum-mine">
          <input type="checkbox" checked={query.mine} data-testid={TestIds.issueMine} onChange={(e) => go({ mine: e.target.checked })} />
          <span>{t('forumMine')}</span>
        </label>
        <form className="forum-search" role="search" onSubmit={onSearch}>
          <input className="input" type="search" value={text} aria-label={t('forumSearchLabel')} placeholder={t('forumSearchPlaceholder')}
            data-testid={TestIds.issueSearch} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn btn-secondary btn-md" data-testid={TestIds.issueSearchSubmit}>{t('forumSearch')}</button>
        </form>
      </div>

      {loading && !result ? <Spinner label={t('loading')} /> : null}
      {failed && !result ? (
        <div className="forum-empty">
          <p>{t('forumLoadFailed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAttempt((n) => n + 1)}>{t('forumRetry')}</button>
        </div>
      ) : null}
      {result ? (
        result.issues.length === 0 ? (
          <p className="forum-empty" data-testid={TestIds.issueListEmpty}>{t('forumEmpty')}</p>
        ) : (
          <ul className="issue-list" data-testid={TestIds.issueList} aria-busy={loading}>
            {result.issues.map((issue) => (
              <li key={issue.issueId} className="issue-row" data-testid={TestIds.issueListItem} data-issue-id={issue.issueId}>
                <div className="issue-row-main">
                  <Link to={`/issuedetail?issueId=${issue.issueId}`} className="issue-row-title">{issue.title}</Link>
                  {issue.pinned ? <span className="forum-badge forum-badge-pinned">{t('forumPinnedBadge')}</span> : null}
                  {issue.closed ? <span className="forum-badge">{t('forumClosedBadge')}</span> : null}
                </div>
                {issue.excerpt ? <p className="issue-row-excerpt">{issue.excerpt}</p> : null}
                <div className="issue-row-meta">
                  <span>{t('forumPostedBy', { name: issue.createrName, date: formatForumDate(issue.createDate, locale) })}</span>
                  <span>{t('forumReplyCount', { count: issue.replyCount })}</span>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {result ? <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={(page) => go({ ...query, page })} /> : null}
    </section>
  )
}
