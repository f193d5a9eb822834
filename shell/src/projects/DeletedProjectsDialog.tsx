import type { ProjectSummary } from '@harness/protocol'
import { MANAGE_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { listDeletedProjects, purgeProject, restoreProject, type ProjectScope } from '../api/projectApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { SecondClickButton } from '../ui/SecondClickButton'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'

/** Props of {@link DeletedProjectsDialog}. */
export interface DeletedProjectsDialogProps {
  readonly scope: ProjectScope
  readonly onClose: () => void
  /** Called after a project came back. */
  readonly onRestored: () => void
}

/**
 * The projects' trash of a scope: the trashed projects the caller may restore, when and with how
 * many files; each comes back, or is deleted for good with every file and version after a second
 * click.
 */
export function DeletedProjectsDialog({ scope, onClose, onRestored }: DeletedProjectsDialogProps) {
  const { t, locale } = useI18n()
  const deleted = useRemote(`deleted:${scope}`, () => listDeletedProjects(scope))
  const { busy, run } = useBusyAction()

  const act = async (project: ProjectSummary, kind: 'restore' | 'purge') => {
    const done = kind === 'restore'
      ? await run(() => restoreProject(project.projectId), () => t('projectRestored', { name: project.name }))
      : await run(() => purgeProject(project.projectId), () => t('projectPurged', { name: project.name }))
    if (!done.ok) return
    if (kind === 'restore') onRestored()
    deleted.reload()
  }

  const list = deleted.state.kind === 'ready' ? deleted.state.data : []
  return (
    <DraggableDialog isOpen onClose={onClose} width={640} title={t('projectTrashTitle')} testId={TestIds.projectTrashDialog}
      footer={<GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('close')}</GuardedButton>}>
      {deleted.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {deleted.state.kind === 'ready' && list.length === 0 ? <p className="ws-empty">{t('projectTrashEmpty')}</p> : null}
      {list.length > 0 ? (
        <table className="ws-table">
          <thead><tr><th scope="col">{t('colName')}</th><th scope="col" className="ws-num">{t('trashColFiles')}</th><th scope="col">{t('trashColDeleted')}</th><th scope="col" className="ws-col-actions">{t('actions')}</th></tr></thead>
          <tbody>
            {list.map((project) => (
              <tr key={project.projectId} data-testid={TestIds.projectTrashRow} data-name={project.name}>
                <td>{project.name}</td>
                <td className="ws-num">{project.fileCount}</td>
                <td className="ws-muted">{project.deletedAt ? formatForumDate(project.deletedAt, locale) : ''}</td>
                <td className="ws-col-actions">
                  <GuardedButton variant="ghost" size="sm" disabled={busy} testId={TestIds.projectRestore} onClick={() => void act(project, 'restore')}>{t('trashRestore')}</GuardedButton>
                  <Permission required={MANAGE_ROLES}>
                    <SecondClickButton disabled={busy} testId={TestIds.projectPurge} onConfirm={() => void act(project, 'purge')}>{t('trashPurge')}</SecondClickButton>
                  </Permission>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DraggableDialog>
  )
}
