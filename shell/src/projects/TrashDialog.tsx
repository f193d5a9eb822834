import type { TrashEntry } from '@harness/protocol'
import { fileTypeIcon } from './fileFormats'
import { MANAGE_ROLES, WRITE_ROLES } from '../access/accessRules'
import { Permission } from '../access/Gates'
import { listTrash, purgeNode, restoreNode } from '../api/projectApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'
import { PersonLink } from '../ui/PersonLink'
import { SecondClickButton } from '../ui/SecondClickButton'
import { Spinner } from '../ui/Spinner'
import { useBusyAction } from '../ui/useBusyAction'
import { useRemote } from '../ui/useRemote'

/** Props of {@link TrashDialog}. */
export interface TrashDialogProps {
  readonly projectId: number
  readonly canRestore: boolean
  readonly canPurge: boolean
  readonly onClose: () => void
  /** Called with the restored node's id once the tree should show it. */
  readonly onRestored: (nodeId: number) => Promise<void>
}

/**
 * The project's trash: what was deleted (folders with the files they held), where it was, who deleted
 * it and when. Writers restore (back to its folder, or the top level when that folder is gone,
 * renamed when the name is taken: the new name is shown); admins delete for good after confirming.
 */
export function TrashDialog({ projectId, canRestore, canPurge, onClose, onRestored }: TrashDialogProps) {
  const { t, m, locale } = useI18n()
  const trash = useRemote(`trash:${projectId}`, () => listTrash(projectId))
  const { busy, run } = useBusyAction()

  const restore = async (entry: TrashEntry) => {
    const restored = await run(() => restoreNode(projectId, entry.nodeId),
      (node) => (node.name !== entry.name ? m('restoredAs', { name: node.name }) : t('trashRestored', { name: entry.name })))
    if (!restored.ok) return
    trash.reload()
    await onRestored(restored.value.nodeId)
  }

  const purge = async (entry: TrashEntry) => {
    if ((await run(() => purgeNode(projectId, entry.nodeId), () => t('trashPurged', { name: entry.name }))).ok) trash.reload()
  }

  const entries = trash.state.kind === 'ready' ? trash.state.data : []
  return (
    <DraggableDialog isOpen onClose={onClose} title={t('trashTitle')} width={760} testId={TestIds.trashDialog}
      footer={<GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('close')}</GuardedButton>}>
      <p className="ws-muted ws-card-text">{t('trashIntro')}</p>
      {trash.state.kind === 'loading' ? <Spinner label={t('loading')} /> : null}
      {trash.state.kind === 'ready' && entries.length === 0 ? <p className="ws-empty" data-testid={TestIds.trashEmpty}>{t('trashEmpty')}</p> : null}
      {entries.length > 0 ? (
        <table className="ws-table">
          <thead>
            <tr>
              <th scope="col">{t('colName')}</th><th scope="col">{t('trashColWhere')}</th><th scope="col" className="ws-num">{t('trashColFiles')}</th>
              <th scope="col">{t('trashColDeleted')}</th><th scope="col" className="ws-col-actions">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.nodeId} data-testid={TestIds.trashRow} data-name={entry.name}>
                <td><span className="ws-person"><Icon name={entry.kind === 'folder' || entry.fileType === null ? 'folder' : fileTypeIcon(entry.fileType)} size={15} />{entry.name}</span></td>
                <td className="ws-muted">{entry.path.length > 0 ? entry.path.join(' / ') : t('treeTopLevel')}</td>
                <td className="ws-num">{entry.fileCount}</td>
                <td className="ws-muted"><PersonLink username={entry.deletedBy} /> · {formatForumDate(entry.deletedAt, locale)}</td>
                <td className="ws-col-actions">
                  {canRestore ? (
                    <Permission required={WRITE_ROLES}>
                      <GuardedButton variant="ghost" size="sm" disabled={busy} testId={TestIds.trashRestore} onClick={() => void restore(entry)}>
                        <Icon name="restore" size={15} />{t('trashRestore')}
                      </GuardedButton>
                    </Permission>
                  ) : null}
                  {canPurge ? (
                    <Permission required={MANAGE_ROLES}>
                      <SecondClickButton disabled={busy} testId={TestIds.trashPurge} onConfirm={() => void purge(entry)}>{t('trashPurge')}</SecondClickButton>
                    </Permission>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </DraggableDialog>
  )
}
