import type { FileComparison, FileDetail, StaleSaveData } from '@harness/protocol'
import { useEffect, useRef, useState } from 'react'
import { compareWithVersion, saveFile } from '../api/fileApi'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { formatSize } from '../ui/formatSize'
import { useBusyAction } from '../ui/useBusyAction'
import { CompareView } from './CompareView'
import { saveFileVersion } from './downloadFile'

/** Props of {@link UploadVersionDialog}. */
export interface UploadVersionDialogProps {
  readonly file: FileDetail
  readonly onClose: () => void
  /** Called after a new version was saved. */
  readonly onSaved: () => void
}

/**
 * Saves a local file as the next version of `file` (the save path: it names the version it was
 * based on). When someone else saved first, nothing is overwritten: the dialog says who saved
 * which version when, and offers to compare the local file with that version, to download it, or
 * to save the local file on top of it as a further version.
 */
export function UploadVersionDialog({ file, onClose, onSaved }: UploadVersionDialogProps) {
  const { t, locale } = useI18n()
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const [comment, setComment] = useState('')
  const [base, setBase] = useState(file.version)
  const [stale, setStale] = useState<{ readonly data: StaleSaveData; readonly message: string } | null>(null)
  const [comparison, setComparison] = useState<FileComparison | null>(null)
  const { busy, run } = useBusyAction()

  useEffect(() => setBase(file.version), [file.version])

  const save = async (baseVersion: number) => {
    if (!picked) return
    const result = await run(() => saveFile(file.fileId, baseVersion, picked, comment.trim()))
    if (!result.ok) return
    const outcome = result.value
    if (outcome.kind === 'stale') {
      setStale({ data: outcome.stale, message: outcome.message })
      setComparison(null)
      return
    }
    notify('success', outcome.message || t('fileVersionSaved', { version: outcome.file.version }))
    onSaved()
    onClose()
  }

  const compare = async (version: number) => {
    if (!picked) return
    const result = await run(() => compareWithVersion(file.fileId, version, picked))
    if (result.ok) setComparison(result.value)
  }

  const footer = stale ? (
    <>
      <GuardedButton key="cancel" variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
      <GuardedButton key="download" variant="secondary" testId={TestIds.staleDownload} onClick={() => void saveFileVersion(file.fileId, file.name, file.fileType, stale.data.currentVersion)}>
        {t('staleDownload', { version: stale.data.currentVersion })}
      </GuardedButton>
      <GuardedButton key="compare" variant="secondary" testId={TestIds.staleCompare} disabled={busy} onClick={() => void compare(stale.data.currentVersion)}>{t('staleCompare')}</GuardedButton>
      <GuardedButton key="onTop" testId={TestIds.staleSaveOnTop} disabled={busy} onClick={() => { setBase(stale.data.currentVersion); setStale(null); void save(stale.data.currentVersion) }}>
        {t('staleSaveOnTop', { version: stale.data.currentVersion })}
      </GuardedButton>
    </>
  ) : (
    <>
      <GuardedButton key="cancel" variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
      <GuardedButton key="save" testId={TestIds.uploadVersionSubmit} disabled={busy || picked === null} onClick={() => void save(base)}>{t('uploadVersionSubmit')}</GuardedButton>
    </>
  )

  return (
    <DraggableDialog isOpen onClose={onClose} width={stale ? 720 : 480} title={stale ? t('staleTitle') : t('uploadVersionTitle', { name: file.name })}
      testId={TestIds.uploadVersionDialog} footer={footer}>
      {stale ? (
        <div className="form" data-testid={TestIds.staleNotice}>
          <p className="ws-warning">{stale.message}</p>
          <dl className="ws-facts">
            <dt>{t('staleYourBase')}</dt><dd>v{stale.data.baseVersion}</dd>
            <dt>{t('staleCurrent')}</dt><dd>v{stale.data.currentVersion} · {stale.data.savedBy} · {formatForumDate(stale.data.savedAt, locale)}</dd>
            <dt>{t('staleYourFile')}</dt><dd>{picked?.name}</dd>
          </dl>
          {comparison ? <CompareView comparison={comparison} /> : <p className="ws-muted">{t('staleExplain')}</p>}
        </div>
      ) : (
        <div className="form">
          <p className="ws-muted">{t('uploadVersionText', { version: base })}</p>
          <div className="field">
            <span className="field-label">{t('uploadVersionFile')}</span>
            <div className="field-control">
              <GuardedButton variant="secondary" testId={TestIds.uploadVersionPick} onClick={() => input.current?.click()}>{t('chooseFile')}</GuardedButton>
              <span className="ws-muted file-picked" data-testid={TestIds.uploadVersionPicked}>
                {picked ? `${picked.name} · ${formatSize(picked.size, locale)}` : t('noFileChosen')}
              </span>
            </div>
            <input ref={input} type="file" hidden accept={file.fileType === 'harness' ? '.harness' : '.json'} data-testid={TestIds.uploadVersionInput}
              onChange={(e) => { setPicked(e.target.files?.[0] ?? null); e.target.value = '' }} />
          </div>
          <FormField label={t('versionComment')} value={comment} onChange={setComment} placeholder={t('uploadVersionCommentPlaceholder')} testId={TestIds.uploadVersionComment} />
        </div>
      )}
    </DraggableDialog>
  )
}
