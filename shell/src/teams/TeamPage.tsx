import { TEAM_NAME_MAX, type TeamSummary } from '@harness/protocol'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { MANAGE_ROLES } from '../access/accessRules'
import { TeamRoleGate } from '../access/Gates'
import { refreshSession } from '../api/sessionApi'
import { createTeam, listTeams } from '../api/teamApi'
import { idFromSearch } from '../app/queryId'
import { navigate, routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { projectState, selectScope } from '../state/projectState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { NameDialog } from '../ui/NameDialog'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { RoleBadge } from './roleLabels'
import { TeamDetailPanel } from './TeamDetailPanel'
import { TeamInvitations } from './TeamInvitations'
import { checkTeamName } from './teamName'
import { PageHeader } from '../ui/PageHeader'

/** The route of the team screen; `?teamId=` picks the team shown. */
export const TEAM_PAGE_PATH = '/dashboard/team'

/**
 * The team screen (/dashboard/team): the caller's teams (create one), and for the chosen team its
 * members with their roles, the owner's and members' actions, and (for admins) its invitations.
 * The chosen team becomes the workspace's current team, so its role gates the controls (spec 6).
 */
export function TeamPage() {
  const { t, m } = useI18n()
  const { search } = useSnapshot(routerState)
  const { currentTeam } = useSnapshot(projectState)
  const teams = useRemote('teams', listTeams)
  const [creating, setCreating] = useState(false)
  const [version, setVersion] = useState(0)
  const { run } = useBusyAction()

  const list = teams.state.kind === 'ready' ? teams.state.data : []
  const wanted = idFromSearch(search, 'teamId') ?? currentTeam
  const selected: TeamSummary | undefined = list.find((team) => team.teamId === wanted) ?? list[0]

  const selectedId = selected?.teamId ?? null
  useEffect(() => {
    if (selectedId !== null && selectedId !== projectState.currentTeam) selectScope(selectedId)
  }, [selectedId])

  const choose = (teamId: number) => void navigate(`${TEAM_PAGE_PATH}?teamId=${teamId}`)

  /** After a change of membership: the session's teams, the list, and the detail again. */
  const refresh = async (goTo?: number | null) => {
    await refreshSession()
    if (goTo === null) selectScope(null)
    teams.reload()
    setVersion((n) => n + 1)
    if (goTo !== undefined) await navigate(goTo === null ? TEAM_PAGE_PATH : `${TEAM_PAGE_PATH}?teamId=${goTo}`)
  }

  const create = async (raw: string): Promise<boolean> => {
    const name = raw.trim()
    const made = await run(() => createTeam(name), () => t('teamCreated', { name }))
    if (made.ok) await refresh(made.value)
    return made.ok
  }

  return (
    <section className="ws-page" aria-labelledby="team-title">
      <PageHeader titleId="team-title" title={t('teamTitle')} subtitle={t('teamSubtitle')}>
        <GuardedButton size="sm" testId={TestIds.teamCreate} onClick={() => setCreating(true)}>
          <Icon name="plus" size={15} />{t('teamCreate')}
        </GuardedButton>
      </PageHeader>

      {teams.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {teams.state.kind === 'failed' ? (
        <div className="ws-empty"><p>{t('loadFailed')}</p><GuardedButton variant="secondary" size="sm" onClick={teams.reload}>{t('retry')}</GuardedButton></div>
      ) : null}
      {teams.state.kind === 'ready' && list.length === 0 ? (
        <div className="ws-card ws-empty ws-empty-large" data-testid={TestIds.teamEmpty}>
          <Icon name="team" size={32} />
          <h2>{t('teamNoneTitle')}</h2>
          <p>{t('teamNoneText')}</p>
          <GuardedButton testId={TestIds.teamCreateFirst} onClick={() => setCreating(true)}>{t('teamCreate')}</GuardedButton>
        </div>
      ) : null}

      {selected ? (
        <div className="ws-split">
          <nav className="ws-card ws-side-list" aria-label={t('teamListLabel')}>
            <ul data-testid={TestIds.teamList}>
              {list.map((team) => (
                <li key={team.teamId}>
                  <button type="button" className={`ws-side-item${team.teamId === selected.teamId ? ' ws-side-item-active' : ''}`}
                    aria-current={team.teamId === selected.teamId ? 'true' : undefined} data-testid={TestIds.teamListItem} data-team-id={team.teamId}
                    onClick={() => choose(team.teamId)}>
                    <span className="ws-side-item-name">{team.name}</span>
                    <RoleBadge role={team.role} />
                    <span className="ws-side-item-meta">{t('teamCounts', { members: team.memberCount, projects: team.projectCount })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ws-stack">
            <TeamDetailPanel key={selected.teamId} summary={selected} onChanged={refresh} />
            <TeamRoleGate roles={MANAGE_ROLES}>
              <TeamInvitations key={`inv:${selected.teamId}`} teamId={selected.teamId} refreshKey={version} />
            </TeamRoleGate>
          </div>
        </div>
      ) : null}

      <NameDialog isOpen={creating} onClose={() => setCreating(false)} title={t('teamCreate')} label={t('teamNameLabel')}
        placeholder={t('teamNamePlaceholder')} initial="" submitLabel={t('create')} testId={TestIds.teamCreateDialog}
        check={(value) => checkTeamName(value, m)} onSubmit={create}>
        <p className="field-hint">{t('teamCreateHint', { max: TEAM_NAME_MAX })}</p>
      </NameDialog>
    </section>
  )
}
