import type { InvitationPreview } from '@harness/protocol'
import { formatMessage } from '@harness/protocol'
import { useEffect, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { failureMessage } from '../api/request'
import { refreshSession } from '../api/sessionApi'
import { acceptInvitation, declineInvitation, getInvitation } from '../api/teamApi'
import { signInUrlFor } from '../app/decideNavigation'
import { navigate, routerState } from '../app/router'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { selectScope } from '../state/projectState'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { InvitationStatusBadge, RoleBadge } from './roleLabels'
import { TEAM_PAGE_PATH } from './TeamPage'

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly invitation: InvitationPreview }

/**
 * The invitation screen (/team/invitation?dataCode=…&username=…&fromSignInvitation=1): what the
 * invitation offers (team, inviter, role, expiry, status) with accept and decline. A signed-out
 * visitor is sent to sign in and brought back here (the next-URL rule of sign-in); an unknown,
 * expired, revoked or used code says so and offers a way on.
 */
export function TeamInvitationPage() {
  const { t, m, locale } = useI18n()
  const { user } = useSnapshot(sessionState)
  const { search, pathname } = useSnapshot(routerState)
  const query = new URLSearchParams(search)
  const dataCode = query.get('dataCode') ?? ''
  const addressedTo = query.get('username')
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const { busy, run } = useBusyAction()

  useEffect(() => {
    if (!user) {
      void navigate(signInUrlFor({ pathname, search }), { replace: true })
      return
    }
    if (dataCode === '') {
      setLoaded({ kind: 'failed', message: formatMessage('invitationNotFound', {}, locale) })
      return
    }
    let live = true
    setLoaded({ kind: 'loading' })
    getInvitation(dataCode)
      .then((invitation) => { if (live) setLoaded({ kind: 'ready', invitation }) })
      .catch((error: unknown) => { if (live) setLoaded({ kind: 'failed', message: failureMessage(error) ?? t('loadFailed') }) })
    return () => { live = false }
    // The page follows the code and the signed-in user; the locale only words a missing code.
  }, [dataCode, user?.username])

  if (!user) return <Spinner label={t('loading')} />

  const accept = async (invitation: InvitationPreview) => {
    const joined = await run(() => acceptInvitation(dataCode), () => m('joinedTeam', { team: invitation.teamName }))
    if (!joined.ok) return
    await refreshSession()
    selectScope(joined.value)
    await navigate('/dashboard/project')
  }

  const decline = async (invitation: InvitationPreview) => {
    if (invitation.kind === 'link') {
      // A link invitation is simply not used; nothing is recorded.
      await navigate('/dashboard/project')
      return
    }
    if ((await run(() => declineInvitation(dataCode))).ok) {
      notify('info', m('invitationDeclined'))
      await navigate('/dashboard/notice')
    }
  }

  const wayOn = (
    <div className="ws-card-actions">
      <Link to="/dashboard/project" className="btn btn-secondary btn-sm">{t('invitationToWorkspace')}</Link>
      <Link to="/dashboard/notice" className="btn btn-ghost btn-sm">{t('sideNotice')}</Link>
    </div>
  )

  return (
    <section className="invitation-page" aria-labelledby="invitation-title">
      <div className="ws-card invitation-card" data-testid={TestIds.invitationCard}>
        <div className="invitation-icon"><Icon name="team" size={28} /></div>
        <h1 id="invitation-title" className="ws-page-title">{t('pageTeamInvitation')}</h1>
        {loaded.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
        {loaded.kind === 'failed' ? (
          <>
            <p className="invitation-problem" data-testid={TestIds.invitationProblem}>{loaded.message}</p>
            {wayOn}
          </>
        ) : null}
        {loaded.kind === 'ready' ? (
          <InvitationBody invitation={loaded.invitation} addressedTo={addressedTo} me={user.username} busy={busy} wayOn={wayOn}
            onAccept={() => void accept(loaded.invitation)} onDecline={() => void decline(loaded.invitation)} locale={locale} />
        ) : null}
      </div>
    </section>
  )
}

interface InvitationBodyProps {
  readonly invitation: InvitationPreview
  readonly addressedTo: string | null
  readonly me: string
  readonly busy: boolean
  readonly wayOn: ReactNode
  readonly onAccept: () => void
  readonly onDecline: () => void
  readonly locale: ReturnType<typeof useI18n>['locale']
}

function InvitationBody({ invitation, addressedTo, me, busy, wayOn, onAccept, onDecline, locale }: InvitationBodyProps) {
  const { t, m } = useI18n()
  const problem =
    invitation.alreadyMember ? t('invitationAlreadyMember', { team: invitation.teamName })
    : invitation.status === 'expired' ? m('invitationExpired')
    : invitation.status === 'revoked' ? m('invitationRevoked')
    : invitation.status === 'accepted' ? m('invitationUsed')
    : invitation.status === 'declined' ? m('invitationDeclined')
    : null
  return (
    <>
      <p className="invitation-lead">{t('invitationLead', { inviter: invitation.inviterName, team: invitation.teamName })}</p>
      <dl className="ws-facts">
        <dt>{t('invitationTeam')}</dt><dd data-testid={TestIds.invitationTeam}>{invitation.teamName}</dd>
        <dt>{t('invitationInviter')}</dt><dd>{invitation.inviterName}</dd>
        <dt>{t('teamColRole')}</dt><dd><RoleBadge role={invitation.role} /></dd>
        <dt>{t('invitationColExpires')}</dt><dd>{formatForumDate(invitation.expiresAt, locale)}</dd>
        <dt>{t('invitationColStatus')}</dt><dd><InvitationStatusBadge status={invitation.status} /></dd>
      </dl>
      {addressedTo !== null && addressedTo !== '' && addressedTo !== me ? <p className="ws-warning">{t('invitationOtherUser', { name: addressedTo, me })}</p> : null}
      {problem !== null ? (
        <>
          <p className="invitation-problem" data-testid={TestIds.invitationProblem}>{problem}</p>
          {invitation.alreadyMember ? <Link to={`${TEAM_PAGE_PATH}?teamId=${invitation.teamId}`} className="btn btn-primary btn-sm">{t('invitationOpenTeam')}</Link> : wayOn}
        </>
      ) : (
        <div className="invitation-actions">
          <GuardedButton variant="secondary" testId={TestIds.invitationDecline} disabled={busy} onClick={onDecline}>{t('invitationDecline')}</GuardedButton>
          <GuardedButton testId={TestIds.invitationAccept} disabled={busy} onClick={onAccept}>{t('invitationAccept')}</GuardedButton>
        </div>
      )}
    </>
  )
}
