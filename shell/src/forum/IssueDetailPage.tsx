import type { IssueAndReplies, RichTextJson } from '@harness/protocol'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { deleteIssue, deleteReply, fetchIssue, moderate, REPLY_PAGE_SIZE, setIssueClosed, submitIssueReply } from '../api/forumApi'
import { failureMessage, isRetryableFailure } from '../api/request'
import { navigate, routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { Spinner } from '../ui/Spinner'
import { formatForumDate } from './forumDate'
import { readIssueId } from './issueId'
import { IssueLoadProblem } from './IssueLoadProblem'
import { pageCount } from './issueListQuery'
import { ISSUE_LIST_PATH } from './IssueListPage'
import { Pager } from './Pager'
import { ConfirmDialog } from './ConfirmDialog'
import { ReplyDialog } from './ReplyDialog'
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor'
import { RichTextView } from './RichTextView'

/** What the page shows: loading, why it cannot show the issue, or the issue with one page of replies. */
type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string | null; readonly retryable: boolean }
  | { readonly kind: 'ready'; readonly data: IssueAndReplies }

/** The deletion waiting for confirmation, if any. */
type PendingDelete = { readonly kind: 'issue' } | { readonly kind: 'reply'; readonly replyId: number } | null

/**
 * The issue page (/issuedetail?issueId=N, spec 2): title, content, author and date, the paged
 * replies (createrName, createDate, content), the rich-text editor with Submit, and the Reply
 * dialog with a plain textarea. An empty reply gives 不能回复空内容 and sends nothing (spec 5);
 * after a successful reply the editor clears, the dialog closes and the issue reloads, showing
 * the last page of replies where the new one is (spec 4). Server refusals of actions are shown as
 * notices; an issue that cannot be shown (malformed or unknown number, failed load) says why once,
 * in the page, with a way back to the list and a retry only where a retry can help.
 *
 * The author or a moderator may close/reopen and delete the issue and delete replies (after a
 * confirmation); a moderator may also pin/unpin and hide/unhide the issue and hide/unhide replies.
 * Each action reloads the issue; a refusal shows the server's message.
 */
export function IssueDetailPage() {
  const { t, m, locale } = useI18n()
  const { search } = useSnapshot(routerState)
  const reading = readIssueId(search)
  const issueId = reading.kind === 'id' ? reading.id : null
  const editor = useRef<RichTextEditorHandle>(null)
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  // Whether an issue is on screen, for the loader (which outlives renders).
  const showing = useRef(false)
  showing.current = loaded.kind === 'ready'
  const [page, setPage] = useState(1)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const latest = useRef(0)
  const [acting, setActing] = useState(false)
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null)

  /** Loads `wanted` (a page number, or 'last' for the page of the newest reply). */
  const load = useCallback(async (id: number, wanted: number | 'last') => {
    const ticket = ++latest.current
    try {
      let data = await fetchIssue(id, wanted === 'last' ? 1 : wanted)
      if (wanted === 'last') {
        const last = pageCount(data.total, data.pageSize || REPLY_PAGE_SIZE)
        if (last > 1) data = await fetchIssue(id, last)
      }
      if (ticket !== latest.current) return
      setLoaded({ kind: 'ready', data })
      setPage(data.page)
    } catch (error) {
      if (ticket !== latest.current) return
      const message = failureMessage(error)
      // Over a shown issue (another page of replies) a notice says it; otherwise the page does, once.
      if (!showing.current) setLoaded({ kind: 'failed', message, retryable: isRetryableFailure(error) })
      else if (message) notify('error', message)
    }
  }, [])

  useEffect(() => {
    setLoaded({ kind: 'loading' })
    setPage(1)
    if (issueId !== null) void load(issueId, 1)
  }, [issueId, load])

  /** Posts `content`; true when accepted (then clears, closes and reloads as spec 4 says). */
  const send = async (content: RichTextJson): Promise<boolean> => {
    if (issueId === null) return false
    setBusy(true)
    try {
      await submitIssueReply(issueId, content)
      notify('success', m('replySubmitted'))
      editor.current?.clear()
      setDialogOpen(false)
      await load(issueId, 'last')
      return true
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Runs one owner or moderator action, then reloads the current page; true when it succeeded. */
  const act = async (action: () => Promise<unknown>): Promise<boolean> => {
    if (issueId === null || acting) return false
    setActing(true)
    try {
      await action()
      notify('success', t('forumActionDone'))
      await load(issueId, page)
      return true
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify('error', message)
      return false
    } finally {
      setActing(false)
    }
  }

  const confirmDelete = async () => {
    if (issueId === null || pendingDelete === null) return
    if (pendingDelete.kind === 'issue') {
      if (acting) return
      setActing(true)
      try {
        await deleteIssue(issueId)
        notify('success', t('forumActionDone'))
        setPendingDelete(null)
        await navigate(ISSUE_LIST_PATH)
      } catch (error) {
        const message = failureMessage(error)
        if (message) notify('error', message)
      } finally {
        setActing(false)
      }
      return
    }
    const { replyId } = pendingDelete
    if (await act(() => deleteReply(replyId, issueId))) setPendingDelete(null)
  }

  const submitEditor = () => {
    if (busy) return
    if (!editor.current || editor.current.isBlank()) {
      notify('warning', m('replyEmpty'))
      editor.current?.focus()
      return
    }
    void send(editor.current.getJSON())
  }

  const back = (
    <Link to={ISSUE_LIST_PATH} className="forum-back"><Icon name="arrowLeft" size={16} /><span>{t('forumBackToList')}</span></Link>
  )

  if (issueId === null) {
    const message = reading.kind === 'malformed' ? t('forumIssueIdMalformed', { value: reading.value }) : t('forumIssueIdMissing')
    return <section className="forum-page"><IssueLoadProblem message={message} /></section>
  }
  if (loaded.kind === 'loading') return <section className="forum-page"><Spinner label={t('loading')} /></section>
  if (loaded.kind === 'failed') {
    const retry = () => {
      setLoaded({ kind: 'loading' })
      void load(issueId, page)
    }
    return (
      <section className="forum-page">
        <IssueLoadProblem message={loaded.message ?? t('forumLoadFailed')} onRetry={loaded.retryable ? retry : undefined} />
      </section>
    )
  }

  const { issue, replies, total, pageSize } = loaded.data
  return (
    <section className="forum-page" aria-labelledby="issue-title">
      <article className="panel issue-detail">
        {back}
        <header className="issue-header">
          <h1 id="issue-title" className="issue-title" data-testid={TestIds.issueDetailTitle}>
            {issue.title}
            {issue.pinned ? <span className="forum-badge forum-badge-pinned" data-testid={TestIds.issuePinnedBadge}>{t('forumPinnedBadge')}</span> : null}
            {issue.closed ? <span className="forum-badge" data-testid={TestIds.issueClosedBadge}>{t('forumClosedBadge')}</span> : null}
            {issue.hidden ? <span className="forum-badge forum-badge-hidden" data-testid={TestIds.issueHiddenBadge}>{t('forumHiddenBadge')}</span> : null}
          </h1>
          <p className="issue-meta" data-testid={TestIds.issueDetailMeta}>
            {t('forumPostedBy', { name: issue.createrName, date: formatForumDate(issue.createDate, locale) })}
          </p>
        </header>
        <RichTextView content={issue.content} testId={TestIds.issueDetailContent} />
        {issue.canEdit || issue.canModerate ? (
          <div className="forum-actions" role="toolbar" aria-label={t('forumActions')} data-testid={TestIds.issueActions}>
            <GuardedButton variant="secondary" size="sm" testId={TestIds.issueCloseToggle} disabled={acting}
              onClick={() => void act(() => setIssueClosed(issueId, !issue.closed))}>
              {issue.closed ? t('forumReopenIssue') : t('forumCloseIssue')}
            </GuardedButton>
            {issue.canModerate ? (
              <>
                <GuardedButton variant="secondary" size="sm" testId={TestIds.issuePinToggle} disabled={acting}
                  onClick={() => void act(() => moderate('issue', issueId, issue.pinned ? 'unpin' : 'pin'))}>
                  {issue.pinned ? t('forumUnpin') : t('forumPin')}
                </GuardedButton>
                <GuardedButton variant="secondary" size="sm" testId={TestIds.issueHideToggle} disabled={acting}
                  onClick={() => void act(() => moderate('issue', issueId, issue.hidden ? 'unhide' : 'hide'))}>
                  {issue.hidden ? t('forumUnhide') : t('forumHide')}
                </GuardedButton>
              </>
            ) : null}
            <GuardedButton variant="danger" size="sm" testId={TestIds.issueDelete} disabled={acting}
              onClick={() => setPendingDelete({ kind: 'issue' })}>{t('forumDelete')}</GuardedButton>
          </div>
        ) : null}
      </article>

      <section className="panel replies" aria-labelledby="replies-title">
        <header className="replies-header">
          <h2 id="replies-title" className="replies-title">{t('forumRepliesTitle', { count: total })}</h2>
          <GuardedButton variant="secondary" size="sm" testId={TestIds.replyOpenDialog} disabled={issue.closed}
            onClick={() => setDialogOpen(true)}>{t('forumReply')}</GuardedButton>
        </header>
        {replies.length === 0 ? (
          <p className="forum-empty">{t('forumNoReplies')}</p>
        ) : (
          <ol className="reply-list" data-testid={TestIds.replyList}>
            {replies.map((reply) => (
              <li key={reply.replyId} className={reply.hidden ? 'reply reply-hidden' : 'reply'} data-testid={TestIds.replyItem}
                data-reply-id={reply.replyId} data-hidden={reply.hidden ? 'true' : 'false'}>
                <div className="reply-meta">
                  <span className="reply-author">{reply.createrName}</span>
                  <time dateTime={reply.createDate}>{formatForumDate(reply.createDate, locale)}</time>
                  {reply.hidden ? <span className="forum-badge forum-badge-hidden" data-testid={TestIds.replyHiddenBadge}>{t('forumHiddenBadge')}</span> : null}
                  {reply.canEdit || issue.canModerate ? (
                    <span className="reply-actions">
                      {issue.canModerate ? (
                        <GuardedButton variant="ghost" size="sm" testId={TestIds.replyHideToggle} disabled={acting}
                          onClick={() => void act(() => moderate('reply', reply.replyId, reply.hidden ? 'unhide' : 'hide'))}>
                          {reply.hidden ? t('forumUnhide') : t('forumHide')}
                        </GuardedButton>
                      ) : null}
                      <GuardedButton variant="ghost" size="sm" testId={TestIds.replyDelete} disabled={acting}
                        onClick={() => setPendingDelete({ kind: 'reply', replyId: reply.replyId })}>{t('forumDelete')}</GuardedButton>
                    </span>
                  ) : null}
                </div>
                <RichTextView content={reply.content} testId={TestIds.replyContent} />
              </li>
            ))}
          </ol>
        )}
        <Pager page={page} pageSize={pageSize} total={total} onPage={(next) => void load(issueId, next)} />

        {issue.closed ? (
          <p className="forum-closed-note">{t('forumClosedNote')}</p>
        ) : (
          <div className="reply-compose">
            <RichTextEditor ref={editor} label={t('forumReplyEditorLabel')} placeholder={t('forumReplyPlaceholder')} testId={TestIds.replyEditor} />
            <div className="form-actions">
              <GuardedButton testId={TestIds.replySubmit} disabled={busy} onClick={submitEditor}>{t('submit')}</GuardedButton>
            </div>
          </div>
        )}
      </section>

      <ReplyDialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} onSend={send} />
      <ConfirmDialog isOpen={pendingDelete !== null} busy={acting} onClose={() => setPendingDelete(null)} onConfirm={() => void confirmDelete()}
        title={pendingDelete?.kind === 'issue' ? t('forumDeleteIssueTitle') : t('forumDeleteReplyTitle')}
        message={pendingDelete?.kind === 'issue' ? t('forumDeleteIssueConfirm') : t('forumDeleteReplyConfirm')}
        confirmLabel={t('forumDelete')} />
    </section>
  )
}
