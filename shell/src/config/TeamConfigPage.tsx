import { DEFAULT_WORKSPACE_CONFIG, type WorkspaceConfig } from '@harness/protocol'
import { REPORT_COLUMN_KEYS } from '@harness/engine'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { getTeamConfig, updateTeamConfig } from '../api/teamApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { projectState, selectScope } from '../state/projectState'
import { sessionState } from '../state/sessionState'
import { ROLE_LABELS } from '../teams/roleLabels'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Link } from '../ui/Link'
import { SelectField } from '../ui/SelectField'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { ConfigCard } from './ConfigCard'
import { problemOf } from './configDraft'
import { configProblemText } from './configProblem'
import { ConfigSections } from './ConfigSections'
import { PageHeader } from '../ui/PageHeader'

/**
 * A team's configuration (/dashboard/config): length unit, length add-on rules, bundle-diameter
 * method and packing factor, default protections and report columns, applied to every project of
 * the team that does not override them. Admins and owners edit and save it (checked as the server
 * checks it); everyone else reads it, with the reason.
 */
export function TeamConfigPage() {
  const { t, m, locale } = useI18n()
  const { teams } = useSnapshot(sessionState)
  const { currentTeam } = useSnapshot(projectState)
  const team = teams.find((x) => x.teamId === currentTeam) ?? teams[0]
  const [version, setVersion] = useState(0)
  const view = useRemote(team ? `team-config:${team.teamId}` : null, () => getTeamConfig(team!.teamId), version)
  const [draft, setDraft] = useState<WorkspaceConfig | null>(null)
  const { busy, run } = useBusyAction()

  useEffect(() => {
    if (team && team.teamId !== projectState.currentTeam) selectScope(team.teamId)
  }, [team])
  useEffect(() => {
    setDraft(view.state.kind === 'ready' ? view.state.data.config : null)
  }, [view.state])

  if (!team) {
    return (
      <section className="ws-page ws-page-narrow">
        <h1 className="ws-page-title">{t('sideConfig')}</h1>
        <div className="ws-card ws-empty ws-empty-large" data-testid={TestIds.configNoTeam}>
          <p>{t('configNoTeam')}</p>
          <div className="ws-card-actions">
            <Link to="/dashboard/team" className="btn btn-secondary btn-sm">{t('sideTeam')}</Link>
            <Link to="/dashboard/conProject" className="btn btn-ghost btn-sm">{t('sideConProject')}</Link>
          </div>
        </div>
      </section>
    )
  }

  const loaded = view.state.kind === 'ready' ? view.state.data : null
  const canEdit = loaded?.canEdit ?? false
  const changed = loaded !== null && draft !== null && JSON.stringify(draft) !== JSON.stringify(loaded.config)

  const save = async () => {
    if (!draft) return
    const problem = problemOf(draft, REPORT_COLUMN_KEYS, true)
    if (problem !== null) {
      notify('warning', configProblemText(problem, t, m))
      return
    }
    if ((await run(() => updateTeamConfig(team.teamId, draft), () => t('configSaved'))).ok) setVersion((n) => n + 1)
  }

  return (
    <section className="ws-page ws-page-narrow config-page" aria-labelledby="config-title">
      <PageHeader titleId="config-title" title={t('sideConfig')} subtitle={t('configTeamSubtitle')}>
        <SelectField label={t('inviteTeam')} hideLabel value={String(team.teamId)} testId={TestIds.configTeam}
          options={teams.map((x) => ({ id: String(x.teamId), label: x.name }))} onChange={(id) => selectScope(Number(id))} />
      </PageHeader>
      {view.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {loaded && !canEdit ? <p className="ws-warning" data-testid={TestIds.configReadOnly}>{t('configReadOnly', { role: t(ROLE_LABELS[team.role]) })}</p> : null}
      {loaded && draft ? (
        <>
          <ConfigSections value={draft} onChange={setDraft} locked={() => !canEdit || busy}
            frame={(key, body) => <ConfigCard configKey={key}>{body}</ConfigCard>} />
          <footer className="config-footer">
            <span className="ws-muted">{loaded.updatedAt ? t('configUpdated', { name: loaded.updatedBy ?? '', date: formatForumDate(loaded.updatedAt, locale) }) : t('configBuiltIn')}</span>
            {canEdit ? (
              <div className="ws-card-actions">
                <GuardedButton variant="ghost" size="sm" disabled={busy} testId={TestIds.configDefaults} onClick={() => setDraft(DEFAULT_WORKSPACE_CONFIG)}>{t('configDefaults')}</GuardedButton>
                <GuardedButton variant="secondary" size="sm" disabled={busy || !changed} testId={TestIds.configUndo} onClick={() => setDraft(loaded.config)}>{t('configUndo')}</GuardedButton>
                <GuardedButton size="sm" disabled={busy || !changed} testId={TestIds.configSave} onClick={() => void save()}>{t('save')}</GuardedButton>
              </div>
            ) : null}
          </footer>
        </>
      ) : null}
    </section>
  )
}
