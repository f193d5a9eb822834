import type { FileDetail, StaleSaveData } from '@harness/protocol'
import { nativeExtension } from '../projects/fileFormats'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { compareWithVersion, saveFile } from '../api/fileApi'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { formatSize } from '../ui/formatSize'
import { GuardedButton } from '../ui/GuardedButton'
import { reportFailure } from '../ui/reportFailure'
import { useBusyAction } from '../ui/useBusyAction'
import { CompareView } from './CompareView'
import { saveCopyBeside } from './saveCopyBeside'
import { StaleSaveDialog, type StaleChoice } from './StaleSaveDialog'
import { comparisonColumnNames } from './tableColumnNames'

/** Props of {@link UploadVersionDialog}. */
export interface UploadVersionDialogProps {
  readonly file: FileDetail
  readonly onClose: () => void
  /** Called after a version or a copy was saved, or the newer version should show. */
  readonly onSaved: () => void
}

/**
 * Saves a local file as the next version of `file` (the save path: it names the version it was
 * based on). When someone else saved first, nothing is overwritten: the shared stale-save dialog
 * says who saved which version when, and offers to show the newer version (dropping the local
 * file), to save the local file as a copy beside this one, or to compare the two.
 */
export function UploadVersionDialog({ file, onClose, onSaved }: UploadVersionDialogProps) {
  const { t, locale } = useI18n()
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const [comment, setComment] = useState('')
  const [stale, setStale] = useState<StaleSaveData | null>(null)
  const [choice, setChoice] = useState<StaleChoice | null>(null)
  const [comparison, setComparison] = useState<ReactNode>(null)
  const { busy, run } = useBusyAction()

  useEffect(() => setComparison(null), [stale])

  const save = async () => {
    if (!picked) return
    const result = await run(() => saveFile(file.fileId, file.version, picked, comment.trim()))
    if (!result.ok) return
    if (result.value.kind === 'stale') {
      setStale(result.value.stale)
      return
    }
    notify('success', result.value.message || t('fileVersionSaved', { version: result.value.file.version }))
    onSaved()
    onClose()
  }

  /** Runs one of the stale dialog's ways on, with its button waiting meanwhile. */
  const during = async (which: StaleChoice, work: () => Promise<void>) => {
    setChoice(which)
    try {
      await work()
    } catch (error) {
      reportFailure(error)
    } finally {
      setChoice(null)
    }
  }

  const saveCopy = () => during('saveCopy', async () => {
    if (!picked) return
    const { name, saved } = await saveCopyBeside(file, picked, t('copySuffix'))
    notify('success', t('fileCopySaved', { name, version: saved.version }))
    onSaved()
    onClose()
  })

  const compare = () => during('compare', async () => {
    if (!picked || !stale) return
    const result = await compareWithVersion(file.fileId, stale.currentVersion, picked)
    const names = result.kind === 'datatable' ? await comparisonColumnNames(file.fileId, [stale.currentVersion], picked) : undefined
    setComparison(<CompareView comparison={result} columnNames={names} />)
  })

  if (stale) {
    return (
      <StaleSaveDialog stale={stale} busy={choice} comparison={comparison} onClose={() => setStale(null)}
        onOpenNewer={() => { onSaved(); onClose() }} onSaveCopy={() => void saveCopy()} onCompare={() => void compare()} />
    )
  }

  return (
    <DraggableDialog isOpen onClose={onClose} title={t('uploadVersionTitle', { name: file.name })} testId={TestIds.uploadVersionDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.uploadVersionSubmit} disabled={busy || picked === null} onClick={() => void save()}>{t('uploadVersionSubmit')}</GuardedButton>
        </>
      }>
      <div className="form">
        <p className="ws-muted">{t('uploadVersionText', { version: file.version })}</p>
        <div className="field">
          <span className="field-label">{t('uploadVersionFile')}</span>
          <div className="field-control">
            <GuardedButton variant="secondary" testId={TestIds.uploadVersionPick} onClick={() => input.current?.click()}>{t('chooseFile')}</GuardedButton>
            <span className="ws-muted file-picked" data-testid={TestIds.uploadVersionPicked}>
              {picked ? `${picked.name} · ${formatSize(picked.size, locale)}` : t('noFileChosen')}
            </span>
          </div>
          <input ref={input} type="file" hidden accept={nativeExtension(file.fileType)} data-testid={TestIds.uploadVersionInput}
            onChange={(e) => { setPicked(e.target.files?.[0] ?? null); e.target.value = '' }} />
        </div>
        <FormField label={t('versionComment')} value={comment} onChange={setComment} placeholder={t('uploadVersionCommentPlaceholder')} testId={TestIds.uploadVersionComment} />
      </div>
    </DraggableDialog>
  )
}
