import type { NoticeView } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { ROLE_LABELS } from '../teams/roleLabels'
import { TEAM_PAGE_PATH } from '../teams/TeamPage'
import { Link } from '../ui/Link'

/** Where a notice leads, or null when there is nowhere to go (the team is gone). */
export function noticeTarget(notice: NoticeView): string | null {
  switch (notice.kind) {
    case 'issueReply': return `/issuedetail?issueId=${notice.issueId}`
    case 'roleChanged':
    case 'invitationAccepted': return `${TEAM_PAGE_PATH}?teamId=${notice.teamId}`
    case 'teamInvitation': return notice.dataCode ? `/team/invitation?dataCode=${encodeURIComponent(notice.dataCode)}` : null
    case 'memberRemoved':
    case 'teamDissolved': return null
    default: {
      const never: never = notice
      throw new RangeError(`noticeTarget: unknown notice ${JSON.stringify(never)}`)
    }
  }
}

/** What a notice says, in the interface language, with its link where it has one. */
export function NoticeText({ notice, onFollow }: { readonly notice: NoticeView; readonly onFollow: () => void }) {
  const { t } = useI18n()
  let text: string
  switch (notice.kind) {
    case 'issueReply': text = t('noticeIssueReply', { name: notice.replierName, title: notice.issueTitle }); break
    case 'teamInvitation': text = t('noticeInvitation', { name: notice.inviterName, team: notice.teamName, role: t(ROLE_LABELS[notice.role]) }); break
    case 'roleChanged': text = t('noticeRoleChanged', { name: notice.byName, team: notice.teamName, role: t(ROLE_LABELS[notice.role]) }); break
    case 'memberRemoved': text = t('noticeRemoved', { name: notice.byName, team: notice.teamName }); break
    case 'teamDissolved': text = t('noticeDissolved', { name: notice.byName, team: notice.teamName }); break
    case 'invitationAccepted': text = t('noticeJoined', { name: notice.username, team: notice.teamName }); break
    default: {
      const never: never = notice
      throw new RangeError(`NoticeText: unknown notice ${JSON.stringify(never)}`)
    }
  }
  const target = noticeTarget(notice)
  return target && notice.kind !== 'teamInvitation' ? <Link to={target} className="notice-link" onClick={onFollow}>{text}</Link> : <span>{text}</span>
}
