import type { NoticeView } from '@harness/protocol'
import { useState } from 'react'
import { listNotices, markRead } from '../api/noticeApi'
import { refreshSession } from '../api/sessionApi'
import { acceptInvitation, declineInvitation } from '../api/teamApi'
import { navigate } from '../app/router'
import { formatForumDate } from '../forum/forumDate'
import { Pager } from '../forum/Pager'
import { useI18n } from '../i18n/useI18n'
import { setUnread } from '../state/inboxState'
import { selectScope } from '../state/projectState'
import { TestIds } from '../testIds'
import { InvitationStatusBadge } from '../teams/roleLabels'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon, type IconName } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { NoticeText } from './NoticeText'
import { PageHeader } from '../ui/PageHeader'

/** Notices per page. */
export const NOTICE_PAGE_SIZE = 20

const ICONS: Readonly<Record<NoticeView['kind'], IconName>> = {
  issueReply: 'forum', teamInvitation: 'team', roleChanged: 'user', memberRemoved: 'logout', teamDissolved: 'alert', invitationAccepted: 'check',
}

/**
 * The notices (/dashboard/notice): what happened that concerns the caller, newest first, all or
 * unread only, in pages; each can be marked read (following its link does so too), all at once as
 * well; a pending team invitation is accepted or declined in place. The header's count follows.
 */
export function NoticePage() {
  const { t, m, locale } = useI18n()
  const [page, setPage] = useState(1)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const [version, setVersion] = useState(0)
  const notices = useRemote(`notices:${page}:${unreadOnly}`, async () => {
    const result = await listNotices(page, NOTICE_PAGE_SIZE, unreadOnly)
    setUnread(result.unread)
    return result
  }, version)
  const { busy, run } = useBusyAction()

  const mark = async (which: readonly number[] | 'all') => {
    const done = await run(() => markRead(which))
    if (!done.ok) return
    setUnread(done.value)
    // The marked notices show read at once; the list then loads again behind them.
    if (notices.state.kind === 'ready') {
      const page = notices.state.data
      notices.replace({ ...page, notices: page.notices.map((n) => (which === 'all' || which.includes(n.noticeId) ? { ...n, read: true } : n)) })
    }
    setVersion((n) => n + 1)
  }

  const accept = async (notice: NoticeView & { kind: 'teamInvitation' }) => {
    if (!notice.dataCode) return
    const code = notice.dataCode
    const joined = await run(() => acceptInvitation(code), () => m('joinedTeam', { team: notice.teamName }))
    if (!joined.ok) return
    await markRead([notice.noticeId]).then(setUnread).catch(() => undefined)
    await refreshSession()
    selectScope(joined.value)
    await navigate('/dashboard/project')
  }

  const decline = async (notice: NoticeView & { kind: 'teamInvitation' }) => {
    if (!notice.dataCode) return
    const code = notice.dataCode
    if (!(await run(() => declineInvitation(code), () => m('invitationDeclined'))).ok) return
    await mark([notice.noticeId])
  }

  const data = notices.state.kind === 'ready' ? notices.state.data : null
  return (
    <section className="ws-page ws-page-narrow" aria-labelledby="notice-title">
      <PageHeader titleId="notice-title" title={t('sideNotice')} subtitle={data ? t('noticeSummary', { total: data.total, unread: data.unread }) : t('noticeSubtitle')}>
        <div className="ws-page-actions">
          <div className="forum-status" role="group" aria-label={t('noticeFilter')}>
            <button type="button" className={`forum-chip${unreadOnly ? '' : ' forum-chip-active'}`} aria-pressed={!unreadOnly} data-testid={TestIds.noticeAll}
              onClick={() => { setUnreadOnly(false); setPage(1) }}>{t('noticeAll')}</button>
            <button type="button" className={`forum-chip${unreadOnly ? ' forum-chip-active' : ''}`} aria-pressed={unreadOnly} data-testid={TestIds.noticeUnreadOnly}
              onClick={() => { setUnreadOnly(true); setPage(1) }}>{t('noticeUnread')}</button>
          </div>
          <GuardedButton variant="secondary" size="sm" disabled={busy || !data || data.unread === 0} testId={TestIds.noticeMarkAll} onClick={() => void mark('all')}>
            <Icon name="check" size={15} />{t('noticeMarkAll')}
          </GuardedButton>
        </div>
      </PageHeader>

      <section className="ws-card notice-card">
        {notices.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
        {notices.state.kind === 'failed' ? <div className="ws-empty"><p>{t('loadFailed')}</p><GuardedButton variant="secondary" size="sm" onClick={notices.reload}>{t('retry')}</GuardedButton></div> : null}
        {data && data.notices.length === 0 ? <p className="ws-empty" data-testid={TestIds.noticeEmpty}>{unreadOnly ? t('noticeNoneUnread') : t('noticeNone')}</p> : null}
        {data && data.notices.length > 0 ? (
          <ul className="notice-list" data-testid={TestIds.noticeList}>
            {data.notices.map((notice) => (
              <li key={notice.noticeId} className={`notice-item${notice.read ? '' : ' notice-unread'}`} data-testid={TestIds.noticeItem}
                data-kind={notice.kind} data-read={notice.read}>
                <span className="notice-icon"><Icon name={ICONS[notice.kind]} size={16} /></span>
                <div className="notice-body">
                  <p className="notice-text">
                    {notice.read ? null : <span className="notice-dot" aria-label={t('noticeUnreadMark')} />}
                    <NoticeText notice={notice} onFollow={() => { if (!notice.read) void markRead([notice.noticeId]).then(setUnread).catch(() => undefined) }} />
                  </p>
                  <p className="ws-muted">
                    {formatForumDate(notice.createdAt, locale)}
                    {notice.kind === 'teamInvitation' ? <> · <InvitationStatusBadge status={notice.status} /></> : null}
                  </p>
                </div>
                <div className="notice-actions">
                  {notice.kind === 'teamInvitation' && notice.status === 'pending' && notice.dataCode ? (
                    <>
                      <GuardedButton variant="secondary" size="sm" disabled={busy} testId={TestIds.noticeDecline} onClick={() => void decline(notice)}>{t('invitationDecline')}</GuardedButton>
                      <GuardedButton size="sm" disabled={busy} testId={TestIds.noticeAccept} onClick={() => void accept(notice)}>{t('invitationAccept')}</GuardedButton>
                    </>
                  ) : null}
                  {notice.read ? null : (
                    <GuardedButton variant="ghost" size="sm" disabled={busy} testId={TestIds.noticeMarkRead} onClick={() => void mark([notice.noticeId])}>{t('noticeMarkRead')}</GuardedButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
      </section>
    </section>
  )
}
