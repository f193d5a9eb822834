import type { ProjectSummary, RecentFile, TreeNode } from '@harness/protocol'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { WRITE_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { getFile } from '../api/fileApi'
import { createProject, createSampleProject, getProjectTree, listProjects, type ProjectScope } from '../api/projectApi'
import { FileDetailsPanel } from '../files/FileDetailsPanel'
import { useI18n } from '../i18n/useI18n'
import { applyTree, closeProject, expandAll, finishFirstDriver, openProject, projectState, selectScope, showFile } from '../state/projectState'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { Link } from '../ui/Link'
import { reportFailure } from '../ui/reportFailure'
import { useBusyAction } from '../ui/useBusyAction'
import { Spinner } from '../ui/Spinner'
import { useRemote } from '../ui/useRemote'
import { DeletedProjectsDialog } from './DeletedProjectsDialog'
import { FirstDriver } from './FirstDriver'
import { FirstRun } from './FirstRun'
import { ProjectDialog } from './ProjectDialog'
import { ProjectList } from './ProjectList'
import { ProjectTreePanel } from './ProjectTreePanel'
import { buildTree, revealing } from './projectTree'
import { RecentFiles } from './RecentFiles'
import { ScopeSwitch } from './ScopeSwitch'
import { PageHeader } from '../ui/PageHeader'

/** What changes when a file changes in the tree (version, name, place), to load its details again. */
function nodeStamp(node: TreeNode | undefined): string {
  return node ? `${node.version ?? 0}:${node.name}:${node.parentId ?? 0}:${node.updatedAt}` : ''
}

/**
 * The project screen (/dashboard/project): the scope (personal or a team), its projects, the open
 * project's folder tree and the selected file's details, recent files, and the projects' trash. A
 * newcomer without any project is offered a first project or a sample one, and the first-use
 * guidance walks through the screen once.
 */
export function ProjectPage() {
  const { t } = useI18n()
  const snap = useSnapshot(projectState)
  const { teams } = useSnapshot(sessionState)
  const scope: ProjectScope = snap.currentTeam ?? 'personal'
  const [listVersion, setListVersion] = useState(0)
  const [treeVersion, setTreeVersion] = useState(0)
  const [creating, setCreating] = useState(false)
  const [trashOpen, setTrashOpen] = useState(false)
  const { busy, run } = useBusyAction()
  const [driverStep, setDriverStep] = useState(0)
  const everything = useRemote('all', () => listProjects('all'), listVersion)
  const projects = useRemote(`projects:${scope}`, () => listProjects(scope), listVersion)

  // A team the session no longer lists (left, removed, dissolved) is not a scope any more.
  useEffect(() => {
    if (snap.currentTeam !== null && teams.length > 0 && !teams.some((team) => team.teamId === snap.currentTeam)) selectScope(null)
  }, [teams, snap.currentTeam])

  const list = projects.state.kind === 'ready' ? projects.state.data : []
  const current = list.find((p) => p.projectId === snap.currentProject?.projectId) ?? null

  // Open the most recently active project of the scope when none (or one from elsewhere) is open.
  useEffect(() => {
    if (projects.state.kind !== 'ready') return
    if (current === null) {
      const first = projects.state.data[0]
      if (first) openProject(first)
      else closeProject()
    }
  }, [projects.state, current])

  const projectId = current?.projectId ?? null
  useEffect(() => {
    if (projectId === null) return
    let live = true
    getProjectTree(projectId)
      .then((tree) => {
        if (!live) return
        applyTree(tree)
        const file = projectState.currentFile
        if (file !== null) expandAll(revealing(buildTree(tree.nodes), file))
      })
      .catch((error: unknown) => {
        if (!live) return
        reportFailure(error)
        closeProject()
        setListVersion((n) => n + 1)
      })
    return () => { live = false }
  }, [projectId, treeVersion])

  const scopeName = snap.currentTeam === null ? t('scopePersonal') : teams.find((team) => team.teamId === snap.currentTeam)?.name ?? ''
  const firstRun = everything.state.kind === 'ready' && everything.state.data.length === 0

  const afterCreate = (id: number, fileId: number | null) => {
    setListVersion((n) => n + 1)
    openProject({ projectId: id, name: '', teamId: snap.currentTeam })
    if (fileId !== null) showFile(fileId)
  }

  const create = async (name: string, description: string): Promise<boolean> => {
    const made = await run(() => createProject(scope, name, description), () => t('projectCreated', { name }))
    if (made.ok) afterCreate(made.value, null)
    return made.ok
  }

  const sample = async () => {
    const made = await run(() => createSampleProject(scope), () => t('sampleCreated'))
    if (made.ok) afterCreate(made.value.projectId, made.value.fileId)
  }

  const openRecent = async (file: RecentFile) => {
    const found = await run(() => getFile(file.fileId))
    if (!found.ok) return
    const detail = found.value
    selectScope(detail.teamId)
    openProject({ projectId: detail.projectId, name: detail.projectName, teamId: detail.teamId })
    showFile(detail.fileId)
    setTreeVersion((n) => n + 1)
  }

  const showDriver = !snap.firstDriver && !firstRun && everything.state.kind === 'ready'
  const driverRegion = showDriver ? ['scope', 'projects', 'tree', 'details'][driverStep] : undefined

  return (
    <section className="ws-page project-page" aria-labelledby="project-title" data-driver-step={driverRegion}>
      <PageHeader titleId="project-title" title={t('sideProject')} subtitle={t('projectSubtitle')}>
        <div className="ws-page-actions" data-driver="scope">
          <ScopeSwitch teamId={snap.currentTeam} onChange={selectScope} />
          <Link to="/factoryFolder" className="btn btn-secondary btn-sm" testId={TestIds.factoryLink}><Icon name="factory" size={15} />{t('pageFactoryFolder')}</Link>
        </div>
      </PageHeader>

      {everything.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {firstRun ? <FirstRun busy={busy} inTeam={teams.length > 0} onCreate={() => setCreating(true)} onSample={() => void sample()} /> : null}

      {everything.state.kind === 'ready' && !firstRun ? (
        <div className="project-layout">
          <div className="project-side">
            <section className="ws-card project-side-card" aria-labelledby="projects-title" data-driver="projects">
              <header className="ws-card-header">
                <h2 id="projects-title" className="ws-section-title">{t('projectsOf', { scope: scopeName })}</h2>
                <Permission required={WRITE_ROLES}>
                  <GuardedButton size="sm" variant="ghost" className="icon-text" testId={TestIds.projectCreate} title={t('projectCreate')} onClick={() => setCreating(true)}>
                    <Icon name="plus" size={15} />{t('projectNew')}
                  </GuardedButton>
                </Permission>
              </header>
              {projects.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
              {projects.state.kind === 'ready' && list.length === 0 ? (
                <div className="ws-empty" data-testid={TestIds.projectListEmpty}>
                  <p>{t('projectNoneInScope', { scope: scopeName })}</p>
                  <Permission required={WRITE_ROLES}>
                    <GuardedButton size="sm" variant="secondary" disabled={busy} testId={TestIds.projectSampleInScope} onClick={() => void sample()}>{t('firstRunSample')}</GuardedButton>
                  </Permission>
                </div>
              ) : null}
              <ProjectList projects={list} selectedId={projectId} openFileCount={snap.projectDomTree?.projectId === projectId ? snap.projectFiles.length : null} scopeName={scopeName} onSelect={(p: ProjectSummary) => openProject(p)}
                onChanged={() => setListVersion((n) => n + 1)} />
              <GuardedButton variant="ghost" size="sm" className="project-trash-button" testId={TestIds.projectTrashOpen} onClick={() => setTrashOpen(true)}>
                <Icon name="trash" size={14} />{t('projectTrashTitle')}
              </GuardedButton>
            </section>
            <RecentFiles refreshKey={`${listVersion}:${treeVersion}:${snap.openedFiles.length}`} onOpen={(file) => void openRecent(file)} />
          </div>
          <div className="project-tree-column" data-driver="tree">
            {current ? <ProjectTreePanel project={current} /> : <div className="ws-card ws-empty">{t('projectPick')}</div>}
          </div>
          <div className="project-details-column" data-driver="details">
            {snap.currentFile !== null && current ? (
              <FileDetailsPanel fileId={snap.currentFile} editMode={snap.editMode} refreshKey={nodeStamp(snap.projectDomTree?.nodes.find((n) => n.nodeId === snap.currentFile))}
                onChanged={() => setTreeVersion((n) => n + 1)} />
            ) : (
              <div className="ws-card ws-empty details-placeholder" data-testid={TestIds.detailsPlaceholder}>
                <Icon name="file" size={28} />
                <p>{t('detailsPick')}</p>
              </div>
            )}
          </div>
        </div>
      ) : null}

      {showDriver ? <FirstDriver step={driverStep} onStep={setDriverStep} onDone={finishFirstDriver} /> : null}
      <ProjectDialog isOpen={creating} onClose={() => setCreating(false)} title={t('projectCreate')} submitLabel={t('create')} initialName=""
        initialDescription="" scopeName={scopeName} onSubmit={create} />
      {trashOpen ? <DeletedProjectsDialog scope={scope} onClose={() => setTrashOpen(false)} onRestored={() => setListVersion((n) => n + 1)} /> : null}
    </section>
  )
}
