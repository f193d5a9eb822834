import type { ProjectSummary } from '@harness/protocol'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { keepsElement, MANAGE_ROLES } from '../access/accessRules'
import { deleteProject, updateProject } from '../api/projectApi'
import { ConfirmDialog } from '../forum/ConfirmDialog'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { sessionState } from '../state/sessionState'
import { TestIds } from '../testIds'
import { ActionMenu } from '../ui/ActionMenu'
import { useBusyAction } from '../ui/useBusyAction'
import { ProjectDialog } from './ProjectDialog'

/** Props of {@link ProjectList}. */
export interface ProjectListProps {
  readonly projects: readonly ProjectSummary[]
  readonly selectedId: number | null
  /** The file count of the open project as its tree shows it now (the list's count is from when it loaded). */
  readonly openFileCount: number | null
  readonly scopeName: string
  readonly onSelect: (project: ProjectSummary) => void
  /** Loads the list again after a rename or deletion. */
  readonly onChanged: () => void
}

/**
 * The projects of the scope, latest activity first: name, files, last change. Those who manage a
 * project (its owner; a team's admins) rename it, change its description or move it to the
 * projects' trash from its menu.
 */
export function ProjectList({ projects, selectedId, openFileCount, scopeName, onSelect, onChanged }: ProjectListProps) {
  const { t, locale } = useI18n()
  const { teamRoles } = useSnapshot(sessionState)
  const [editing, setEditing] = useState<ProjectSummary | null>(null)
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null)
  const { busy, run } = useBusyAction()
  const mayManage = (project: ProjectSummary) => MANAGE_ROLES.includes(project.role) && keepsElement(teamRoles, MANAGE_ROLES)

  const save = async (name: string, description: string): Promise<boolean> => {
    if (!editing) return false
    const { projectId } = editing
    if (!(await run(() => updateProject(projectId, { name, description }), () => t('projectUpdated', { name }))).ok) return false
    onChanged()
    return true
  }

  const remove = async () => {
    if (!deleting) return
    const { projectId, name } = deleting
    if (!(await run(() => deleteProject(projectId), () => t('projectDeleted', { name }))).ok) return
    setDeleting(null)
    onChanged()
  }

  return (
    <>
      <ul className="project-list" data-testid={TestIds.projectList} aria-label={t('projectListLabel')}>
        {projects.map((project) => {
          const active = project.projectId === selectedId
          return (
            <li key={project.projectId} className={`project-item${active ? ' project-item-active' : ''}`} data-testid={TestIds.projectItem}
              data-project-id={project.projectId} data-name={project.name}>
              <button type="button" className="project-item-main" aria-current={active ? 'true' : undefined} onClick={() => onSelect(project)}>
                <span className="project-item-name">{project.name}</span>
                <span className="project-item-meta">{t('projectMeta', { files: active && openFileCount !== null ? openFileCount : project.fileCount, date: formatForumDate(project.updatedAt, locale) })}</span>
              </button>
              {mayManage(project) ? (
                <ActionMenu label={t('projectActions', { name: project.name })} testId={TestIds.projectMenu} actions={[
                  { id: 'edit', label: t('projectEdit'), icon: 'edit', onAction: () => setEditing(project) },
                  { id: 'delete', label: t('projectDelete'), icon: 'trash', danger: true, onAction: () => setDeleting(project) },
                ]} />
              ) : null}
            </li>
          )
        })}
      </ul>
      <ProjectDialog isOpen={editing !== null} onClose={() => setEditing(null)} title={t('projectEdit')} submitLabel={t('save')}
        initialName={editing?.name ?? ''} initialDescription={editing?.description ?? ''} scopeName={scopeName} onSubmit={save} />
      <ConfirmDialog isOpen={deleting !== null} busy={busy} onClose={() => setDeleting(null)} onConfirm={() => void remove()}
        title={t('projectDelete')} confirmLabel={t('projectDelete')} message={t('projectDeleteConfirm', { name: deleting?.name ?? '' })} />
    </>
  )
}
