import { useState, type FormEvent } from 'react'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'

/** What the folder dialog is doing: creating a folder, or renaming the one at `index`. */
type FolderEdit = { readonly kind: 'create' } | { readonly kind: 'rename'; readonly index: number }

/** Longest folder name accepted by the demo, in characters. */
const FOLDER_NAME_MAX = 64

/**
 * The folder dialog demo (/folder): a local list of folders with a create/rename dialog that has
 * one name field. Nothing is sent to the server.
 */
export function FolderDemoPage() {
  const { t } = useI18n()
  const [folders, setFolders] = useState<string[]>([])
  const [edit, setEdit] = useState<FolderEdit | null>(null)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  const open = (next: FolderEdit) => {
    setEdit(next)
    setName(next.kind === 'rename' ? folders[next.index] ?? '' : '')
    setError(null)
  }

  const save = (event?: FormEvent) => {
    event?.preventDefault()
    const trimmed = name.trim()
    if (trimmed === '') {
      setError(t('folderNameRequired'))
      return
    }
    if (edit?.kind === 'rename') setFolders((list) => list.map((f, i) => (i === edit.index ? trimmed : f)))
    else setFolders((list) => [...list, trimmed])
    notify('success', t('folderSaved', { name: trimmed }))
    setEdit(null)
  }

  return (
    <section className="panel" aria-labelledby="folder-demo-title">
      <header className="panel-header panel-header-row">
        <div>
          <h1 id="folder-demo-title" className="panel-title">{t('folderDemoTitle')}</h1>
          <p className="panel-subtitle">{t('folderDemoText')}</p>
        </div>
        <GuardedButton testId={TestIds.folderOpen} onClick={() => open({ kind: 'create' })}>
          <Icon name="folder" size={16} />
          {t('newFolder')}
        </GuardedButton>
      </header>
      {folders.length === 0 ? (
        <p className="empty-note">{t('folderListEmpty')}</p>
      ) : (
        <ul className="folder-list">
          {folders.map((folder, index) => (
            <li key={`${index}-${folder}`} className="folder-item">
              <Icon name="folder" size={20} />
              <span className="folder-name">{folder}</span>
              <GuardedButton variant="link" size="sm" testId={TestIds.folderRename} onClick={() => open({ kind: 'rename', index })}>
                {t('renameFolder')}
              </GuardedButton>
            </li>
          ))}
        </ul>
      )}
      <DraggableDialog
        isOpen={edit !== null}
        onClose={() => setEdit(null)}
        title={edit?.kind === 'rename' ? t('renameFolder') : t('newFolder')}
        testId={TestIds.folderDialog}
        footer={
          <>
            <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={() => setEdit(null)}>{t('cancel')}</GuardedButton>
            <GuardedButton testId={TestIds.folderSubmit} onClick={() => save()}>{t('ok')}</GuardedButton>
          </>
        }
      >
        <form onSubmit={save} noValidate>
          <FormField label={t('folderNameLabel')} value={name} onChange={(v) => { setName(v); setError(null) }}
            placeholder={t('folderNamePlaceholder')} error={error} maxLength={FOLDER_NAME_MAX} testId={TestIds.folderName} autoFocus />
        </form>
      </DraggableDialog>
    </section>
  )
}
