import type { CreatedInvitation, InvitableRole } from '@harness/protocol'
import { INVITATION_DAYS } from '@harness/protocol'
import { useEffect, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { createInvitation, listTeams } from '../api/teamApi'
import { idFromSearch } from '../app/queryId'
import { navigate, routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { projectState, selectScope } from '../state/projectState'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { SelectField } from '../ui/SelectField'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { InvitationLink } from './InvitationLink'
import { invitableRoles } from './memberRules'
import { ROLE_LABELS } from './roleLabels'
import { SignInFirst } from './SignInFirst'
import { TeamInvitations } from './TeamInvitations'
import { TEAM_PAGE_PATH } from './TeamPage'
import { PageHeader } from '../ui/PageHeader'

/**
 * The inviting screen (/invitMember?teamId=): choose a team the caller administers, then invite by
 * link (the link is shown once, with its expiry and a copy button) or by username, each with the
 * role the newcomer gets; the team's pending invitations are listed below.
 */
export function InviteMemberPage() {
  const { t } = useI18n()
  const { user } = useSnapshot(sessionState)
  const { search } = useSnapshot(routerState)
  const teams = useRemote(user ? 'teams' : null, listTeams)
  const [linkRole, setLinkRole] = useState<InvitableRole>('editor')
  const [userRole, setUserRole] = useState<InvitableRole>('editor')
  const [username, setUsername] = useState('')
  const [usernameError, setUsernameError] = useState<string | null>(null)
  const [created, setCreated] = useState<CreatedInvitation | null>(null)
  const { busy, run } = useBusyAction()
  const [made, setMade] = useState(0)

  const administered = teams.state.kind === 'ready' ? teams.state.data.filter((team) => invitableRoles(team.role).length > 0) : []
  const wanted = idFromSearch(search, 'teamId') ?? projectState.currentTeam
  const team = administered.find((x) => x.teamId === wanted) ?? administered[0]
  const roles = team ? invitableRoles(team.role) : []
  const teamId = team?.teamId ?? null

  useEffect(() => {
    setCreated(null)
    if (teamId !== null) selectScope(teamId)
  }, [teamId])

  if (!user) return <SignInFirst />

  const invite = async (kind: 'link' | 'user') => {
    if (!team) return
    const name = username.trim()
    if (kind === 'user' && name === '') {
      setUsernameError(t('invitationUsernameRequired'))
      return
    }
    const { teamId: id } = team
    const made = await run(() => createInvitation(id, kind, kind === 'link' ? linkRole : userRole, kind === 'user' ? name : undefined))
    if (!made.ok) return
    if (kind === 'link') setCreated(made.value)
    else {
      notify('success', t('invitationSent', { name }))
      setUsername('')
    }
    setMade((n) => n + 1)
  }

  const onUserSubmit = (event: FormEvent) => {
    event.preventDefault()
    void invite('user')
  }

  const roleOptions = roles.map((role) => ({ id: role, label: t(ROLE_LABELS[role]) }))

  return (
    <section className="ws-page ws-page-narrow" aria-labelledby="invite-title">
      <PageHeader titleId="invite-title" title={t('pageInvitMember')} subtitle={t('inviteSubtitle', { days: INVITATION_DAYS })} before={<Link to={team ? `${TEAM_PAGE_PATH}?teamId=${team.teamId}` : TEAM_PAGE_PATH} className="forum-back"><Icon name="arrowLeft" size={16} /><span>{t('inviteBack')}</span></Link>} />
      {teams.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {teams.state.kind === 'ready' && !team ? (
        <div className="ws-card ws-empty" data-testid={TestIds.inviteNoTeam}>
          <p>{t('inviteNoTeam')}</p>
          <Link to={TEAM_PAGE_PATH} className="btn btn-secondary btn-sm">{t('teamTitle')}</Link>
        </div>
      ) : null}
      {team ? (
        <>
          <div className="ws-card ws-toolbar-card">
            <SelectField label={t('inviteTeam')} value={String(team.teamId)} testId={TestIds.inviteTeam}
              options={administered.map((x) => ({ id: String(x.teamId), label: x.name }))}
              onChange={(id) => void navigate(`/invitMember?teamId=${id}`, { replace: true })} />
          </div>
          <div className="ws-grid-2">
            <section className="ws-card" aria-labelledby="invite-link-title">
              <h2 id="invite-link-title" className="ws-card-title"><Icon name="link" size={16} />{t('inviteByLink')}</h2>
              <p className="ws-muted ws-card-text">{t('inviteByLinkText')}</p>
              <div className="ws-inline-form">
                <SelectField label={t('inviteRole')} value={linkRole} options={roleOptions} onChange={setLinkRole} testId={TestIds.inviteLinkRole} />
                <GuardedButton testId={TestIds.inviteLinkCreate} disabled={busy} onClick={() => void invite('link')}>{t('inviteCreateLink')}</GuardedButton>
              </div>
              {created ? <InvitationLink invitation={created} /> : null}
            </section>
            <section className="ws-card" aria-labelledby="invite-user-title">
              <h2 id="invite-user-title" className="ws-card-title"><Icon name="user" size={16} />{t('inviteByUser')}</h2>
              <p className="ws-muted ws-card-text">{t('inviteByUserText')}</p>
              <form className="form" onSubmit={onUserSubmit} noValidate>
                <FormField label={t('usernameLabel')} value={username} placeholder={t('inviteUsernamePlaceholder')} error={usernameError}
                  testId={TestIds.inviteUsername} onChange={(value) => { setUsername(value); setUsernameError(null) }} />
                <div className="ws-inline-form">
                  <SelectField label={t('inviteRole')} value={userRole} options={roleOptions} onChange={setUserRole} testId={TestIds.inviteUserRole} />
                  <GuardedButton type="submit" testId={TestIds.inviteUserSubmit} disabled={busy}>{t('inviteSend')}</GuardedButton>
                </div>
              </form>
            </section>
          </div>
          <TeamInvitations teamId={team.teamId} pendingOnly refreshKey={made} />
        </>
      ) : null}
    </section>
  )
}
