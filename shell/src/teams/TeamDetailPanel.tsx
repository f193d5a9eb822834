import type { TeamMember, TeamSummary } from '@harness/protocol'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { MANAGE_ROLES, OWNER_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { changeMemberRole, getTeam, leaveTeam, removeMember, renameTeam, transferOwnership } from '../api/teamApi'
import { formatForumDate } from '../forum/forumDate'
import { ConfirmDialog } from '../forum/ConfirmDialog'
import { useI18n } from '../i18n/useI18n'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { NameDialog } from '../ui/NameDialog'
import { PersonLink } from '../ui/PersonLink'
import { SelectField } from '../ui/SelectField'
import { Spinner } from '../ui/Spinner'
import { UserAvatar } from '../ui/UserAvatar'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { DissolveTeamDialog } from './DissolveTeamDialog'
import { mayLeave, memberActions } from './memberRules'
import { RoleBadge, ROLE_LABELS } from './roleLabels'
import { checkTeamName } from './teamName'
import { TransferOwnershipDialog } from './TransferOwnershipDialog'

/** Props of {@link TeamDetailPanel}. */
export interface TeamDetailPanelProps {
  readonly summary: TeamSummary
  /** Reloads after a change; `goTo` names the team to show next (null: none, the caller left it). */
  readonly onChanged: (goTo?: number | null) => Promise<void>
}

type Pending = { readonly kind: 'leave' } | { readonly kind: 'remove'; readonly member: TeamMember } | null

/**
 * One team: its name, the caller's role and the team actions the role allows (rename, transfer,
 * dissolve for the owner; leave for everyone else), then the members with their roles; roles are
 * changed in place and members removed where the caller's role allows it.
 */
export function TeamDetailPanel({ summary, onChanged }: TeamDetailPanelProps) {
  const { t, m, locale } = useI18n()
  const { user } = useSnapshot(sessionState)
  const detail = useRemote(`team:${summary.teamId}`, () => getTeam(summary.teamId))
  const [renaming, setRenaming] = useState(false)
  const [transferring, setTransferring] = useState(false)
  const [dissolving, setDissolving] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const { busy, run } = useBusyAction()
  const me = user?.username ?? ''

  const act = async (action: () => Promise<unknown>, done: string, goTo?: number | null): Promise<boolean> => {
    if (!(await run(action, () => done)).ok) return false
    detail.reload()
    await onChanged(goTo)
    return true
  }

  if (detail.state.kind !== 'ready') {
    return <section className="ws-card">{detail.state.kind === 'loading' ? <Spinner label={t('loading')} /> : <p className="ws-empty">{t('loadFailed')}</p>}</section>
  }
  const team = detail.state.data

  const confirmPending = async () => {
    if (pending?.kind === 'leave') {
      if (await act(() => leaveTeam(team.teamId), t('teamLeft', { name: team.name }), null)) setPending(null)
    } else if (pending?.kind === 'remove') {
      const { username } = pending.member
      if (await act(() => removeMember(team.teamId, username), t('teamMemberRemoved', { name: username }))) setPending(null)
    }
  }

  return (
    <>
      <section className="ws-card" aria-labelledby="team-name" data-testid={TestIds.teamDetail} data-team-id={team.teamId}>
        <header className="ws-card-header">
          <div className="ws-card-heading">
            <h2 id="team-name" className="ws-card-title" data-testid={TestIds.teamName}>{team.name}</h2>
            <RoleBadge role={team.role} />
            <span className="ws-muted">{t('teamCreatedAt', { date: formatForumDate(team.createdAt, locale) })}</span>
          </div>
          <div className="ws-card-actions">
            <Permission required={MANAGE_ROLES}>
              <Link to={`/invitMember?teamId=${team.teamId}`} className="btn btn-primary btn-sm" testId={TestIds.teamInvite}>
                <Icon name="plus" size={15} />{t('teamInvite')}
              </Link>
            </Permission>
            <Permission required={OWNER_ROLES}>
              <GuardedButton variant="secondary" size="sm" testId={TestIds.teamRename} onClick={() => setRenaming(true)}>{t('teamRename')}</GuardedButton>
              <GuardedButton variant="secondary" size="sm" testId={TestIds.teamTransfer} onClick={() => setTransferring(true)}>{t('teamTransfer')}</GuardedButton>
              <GuardedButton variant="danger" size="sm" testId={TestIds.teamDissolve} onClick={() => setDissolving(true)}>{t('teamDissolve')}</GuardedButton>
            </Permission>
            {mayLeave(team.role) ? (
              <GuardedButton variant="secondary" size="sm" testId={TestIds.teamLeave} onClick={() => setPending({ kind: 'leave' })}>{t('teamLeave')}</GuardedButton>
            ) : null}
          </div>
        </header>

        <table className="ws-table" data-testid={TestIds.memberTable}>
          <caption className="ws-table-caption">{t('teamMembersCaption', { count: team.members.length })}</caption>
          <thead>
            <tr><th scope="col">{t('teamColMember')}</th><th scope="col">{t('teamColRole')}</th><th scope="col">{t('teamColJoined')}</th><th scope="col" className="ws-col-actions">{t('actions')}</th></tr>
          </thead>
          <tbody>
            {team.members.map((member) => {
              const allowed = memberActions(team.role, me, member)
              return (
                <tr key={member.username} data-testid={TestIds.memberRow} data-username={member.username} data-role={member.role}>
                  <td>
                    <span className="ws-person">
                      <UserAvatar username={member.username} picture={member.picture} size={26} />
                      <PersonLink username={member.username} className="ws-person-name" />
                      {member.realName ? <span className="ws-muted">{member.realName}</span> : null}
                      {member.username === me ? <span className="badge">{t('teamYou')}</span> : null}
                    </span>
                  </td>
                  <td>
                    {allowed.roles.length > 0 && member.role !== 'owner' ? (
                      <Permission required={MANAGE_ROLES}>
                        <SelectField size="sm" hideLabel label={t('teamRoleOf', { name: member.username })} value={member.role} testId={TestIds.memberRole}
                          options={allowed.roles.map((role) => ({ id: role, label: t(ROLE_LABELS[role]) }))}
                          isDisabled={busy}
                          onChange={(role) => {
                            if (role !== member.role) void act(() => changeMemberRole(team.teamId, member.username, role), t('teamRoleChanged', { name: member.username, role: t(ROLE_LABELS[role]) }))
                          }} />
                      </Permission>
                    ) : <RoleBadge role={member.role} />}
                  </td>
                  <td className="ws-muted">{formatForumDate(member.joinedAt, locale)}</td>
                  <td className="ws-col-actions">
                    {allowed.canRemove ? (
                      <Permission required={MANAGE_ROLES}>
                        <GuardedButton variant="ghost" size="sm" testId={TestIds.memberRemove} onClick={() => setPending({ kind: 'remove', member })}>{t('teamRemoveMember')}</GuardedButton>
                      </Permission>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>

      <NameDialog isOpen={renaming} onClose={() => setRenaming(false)} title={t('teamRename')} label={t('teamNameLabel')} initial={team.name}
        submitLabel={t('save')} testId={TestIds.teamRenameDialog} check={(value) => checkTeamName(value, m)}
        onSubmit={(name) => act(() => renameTeam(team.teamId, name.trim()), t('teamRenamed', { name: name.trim() }))} />
      <TransferOwnershipDialog isOpen={transferring} onClose={() => setTransferring(false)} team={team} busy={busy}
        onTransfer={async (username) => { if (await act(() => transferOwnership(team.teamId, username), t('teamTransferred', { name: username }))) setTransferring(false) }} />
      <DissolveTeamDialog isOpen={dissolving} onClose={() => setDissolving(false)} teamId={team.teamId} teamName={team.name}
        onDissolved={async () => { setDissolving(false); await onChanged(null) }} />
      <ConfirmDialog isOpen={pending !== null} busy={busy} onClose={() => setPending(null)} onConfirm={() => void confirmPending()}
        title={pending?.kind === 'leave' ? t('teamLeave') : t('teamRemoveMember')}
        message={pending?.kind === 'leave' ? t('teamLeaveConfirm', { name: team.name }) : t('teamRemoveConfirm', { name: pending?.kind === 'remove' ? pending.member.username : '', team: team.name })}
        confirmLabel={pending?.kind === 'leave' ? t('teamLeave') : t('teamRemoveMember')} />
    </>
  )
}
