import type { InvitationView } from '@harness/protocol'
import { listInvitations, revokeInvitation } from '../api/teamApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { PersonLink } from '../ui/PersonLink'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { InvitationStatusBadge, RoleBadge } from './roleLabels'

/** Props of {@link TeamInvitations}. */
export interface TeamInvitationsProps {
  readonly teamId: number
  /** Show pending invitations only (the inviting screen). */
  readonly pendingOnly?: boolean
  /** Changes when the caller made a new invitation, to load the list again. */
  readonly refreshKey?: number
}

/**
 * A team's invitations as its admins see them: kind (link or addressed to a user), role, who made
 * it and when, expiry, status and how many joined through it; pending ones can be revoked.
 */
export function TeamInvitations({ teamId, pendingOnly = false, refreshKey = 0 }: TeamInvitationsProps) {
  const { t, locale } = useI18n()
  const invitations = useRemote(`invitations:${teamId}`, () => listInvitations(teamId), refreshKey)
  const { busy, run } = useBusyAction()

  const revoke = async (invitation: InvitationView) => {
    if ((await run(() => revokeInvitation(teamId, invitation.invitationId), () => t('invitationRevokedDone'))).ok) invitations.reload()
  }

  const all = invitations.state.kind === 'ready' ? invitations.state.data : []
  const shown = pendingOnly ? all.filter((i) => i.status === 'pending') : all

  return (
    <section className="ws-card" aria-labelledby={`invitations-${teamId}`} data-testid={TestIds.invitationTable}>
      <header className="ws-card-header">
        <h2 id={`invitations-${teamId}`} className="ws-card-title">{pendingOnly ? t('invitationPendingTitle') : t('invitationTitle')}</h2>
      </header>
      {invitations.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {invitations.state.kind === 'ready' && shown.length === 0 ? <p className="ws-empty">{t('invitationNone')}</p> : null}
      {shown.length > 0 ? (
        <table className="ws-table">
          <thead>
            <tr>
              <th scope="col">{t('invitationColKind')}</th><th scope="col">{t('teamColRole')}</th><th scope="col">{t('invitationColBy')}</th>
              <th scope="col">{t('invitationColExpires')}</th><th scope="col">{t('invitationColStatus')}</th><th scope="col" className="ws-num">{t('invitationColUses')}</th>
              <th scope="col" className="ws-col-actions">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((invitation) => (
              <tr key={invitation.invitationId} data-testid={TestIds.invitationRow} data-status={invitation.status}>
                <td>{invitation.kind === 'link' ? t('invitationKindLink') : t('invitationKindUser', { name: invitation.username ?? '' })}</td>
                <td><RoleBadge role={invitation.role} /></td>
                <td><PersonLink username={invitation.createdBy} /> <span className="ws-muted">{formatForumDate(invitation.createdAt, locale)}</span></td>
                <td className="ws-muted">{formatForumDate(invitation.expiresAt, locale)}</td>
                <td><InvitationStatusBadge status={invitation.status} /></td>
                <td className="ws-num">{invitation.uses}</td>
                <td className="ws-col-actions">
                  {invitation.status === 'pending' ? (
                    <GuardedButton variant="ghost" size="sm" disabled={busy} testId={TestIds.invitationRevoke} onClick={() => void revoke(invitation)}>{t('invitationRevoke')}</GuardedButton>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
