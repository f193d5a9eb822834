import type { WorkspaceConfig } from '@harness/protocol'
import { REPORT_COLUMN_KEYS } from '@harness/engine'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { getProjectConfig, listProjects, updateProjectConfig } from '../api/projectApi'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { openProject, projectState } from '../state/projectState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Link } from '../ui/Link'
import { SelectField } from '../ui/SelectField'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'
import { ConfigCard } from './ConfigCard'
import { CONFIG_KEYS, draftOf, overridesOf, problemOf, type ConfigKey } from './configDraft'
import { configProblemText } from './configProblem'
import { ConfigSections } from './ConfigSections'
import { PageHeader } from '../ui/PageHeader'

/**
 * A project's configuration (/dashboard/conProject): every key of the configuration, each either
 * inherited (from the team, or the built-in defaults for a personal project; shown, not editable)
 * or overridden for this project, with a reset to the inherited value per key. Those who manage
 * the project save the overrides; everyone else reads them.
 */
export function ProjectConfigPage() {
  const { t, m } = useI18n()
  const { currentProject } = useSnapshot(projectState)
  const projects = useRemote('config-projects', () => listProjects('all'))
  const list = projects.state.kind === 'ready' ? projects.state.data : []
  const project = list.find((p) => p.projectId === currentProject?.projectId) ?? list[0]
  const [version, setVersion] = useState(0)
  const view = useRemote(project ? `project-config:${project.projectId}` : null, () => getProjectConfig(project!.projectId), version)
  const [draft, setDraft] = useState<WorkspaceConfig | null>(null)
  const [overridden, setOverridden] = useState<ReadonlySet<ConfigKey>>(new Set())
  const { busy, run } = useBusyAction()

  useEffect(() => {
    if (view.state.kind !== 'ready') return
    const { inherited, overrides: stored } = view.state.data
    setDraft(draftOf(inherited, stored))
    setOverridden(new Set(CONFIG_KEYS.filter((key) => key in stored)))
  }, [view.state])

  if (projects.state.kind === 'ready' && !project) {
    return (
      <section className="ws-page ws-page-narrow">
        <h1 className="ws-page-title">{t('sideConProject')}</h1>
        <div className="ws-card ws-empty ws-empty-large"><p>{t('configNoProject')}</p><Link to="/dashboard/project" className="btn btn-secondary btn-sm">{t('sideProject')}</Link></div>
      </section>
    )
  }

  const loaded = view.state.kind === 'ready' ? view.state.data : null
  const canEdit = loaded?.canEdit ?? false
  const overrides = draft ? overridesOf(draft, overridden) : {}
  const changed = loaded !== null && JSON.stringify(overrides) !== JSON.stringify(overridesOf(draftOf(loaded.inherited, loaded.overrides), new Set(CONFIG_KEYS.filter((k) => k in loaded.overrides))))
  const source = project?.teamName ? t('configFromTeam', { team: project.teamName }) : t('configFromDefaults')

  const setOverride = (key: ConfigKey, on: boolean) => {
    if (!loaded || !draft) return
    const next = new Set(overridden)
    if (on) next.add(key)
    else {
      next.delete(key)
      setDraft({ ...draft, [key]: loaded.inherited[key] })
    }
    setOverridden(next)
  }

  const save = async () => {
    if (!project) return
    const problem = problemOf(overrides, REPORT_COLUMN_KEYS, false)
    if (problem !== null) {
      notify('warning', configProblemText(problem, t, m))
      return
    }
    if ((await run(() => updateProjectConfig(project.projectId, overrides), () => t('configSaved'))).ok) setVersion((n) => n + 1)
  }

  return (
    <section className="ws-page ws-page-narrow config-page" aria-labelledby="project-config-title">
      <PageHeader titleId="project-config-title" title={t('sideConProject')} subtitle={t('configProjectSubtitle')}>
        {project ? (
          <SelectField label={t('factoryProject')} hideLabel value={String(project.projectId)} testId={TestIds.configProject}
            options={list.map((p) => ({ id: String(p.projectId), label: p.teamName ? `${p.name} · ${p.teamName}` : p.name }))}
            onChange={(id) => { const next = list.find((p) => p.projectId === Number(id)); if (next) openProject(next) }} />
        ) : null}
      </PageHeader>
      {view.state.kind === 'loading' || projects.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {loaded && !canEdit ? <p className="ws-warning" data-testid={TestIds.configReadOnly}>{t('configProjectReadOnly')}</p> : null}
      {loaded && draft ? (
        <>
          <ConfigSections value={draft} onChange={setDraft} locked={(key) => !canEdit || busy || !overridden.has(key)}
            frame={(key, body) => (
              <ConfigCard configKey={key} muted={!overridden.has(key)} extra={
                <div className="config-override">
                  <span className={`badge${overridden.has(key) ? ' badge-override' : ''}`} data-testid={TestIds.configKeyState}>{overridden.has(key) ? t('configOverridden') : source}</span>
                  {canEdit ? (
                    <GuardedButton variant="secondary" size="sm" disabled={busy} testId={TestIds.configOverrideToggle} onClick={() => setOverride(key, !overridden.has(key))}>
                      {overridden.has(key) ? t('configResetInherited') : t('configOverride')}
                    </GuardedButton>
                  ) : null}
                </div>
              }>{body}</ConfigCard>
            )} />
          {canEdit ? (
            <footer className="config-footer">
              <span className="ws-muted">{t('configOverrideCount', { count: overridden.size })}</span>
              <GuardedButton size="sm" disabled={busy || !changed} testId={TestIds.configSave} onClick={() => void save()}>{t('save')}</GuardedButton>
            </footer>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
