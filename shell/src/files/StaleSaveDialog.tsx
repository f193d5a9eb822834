import { useEffect, useState, type ReactNode } from 'react'
import type { StaleSaveData } from '@harness/protocol'
import { formatForumDate } from '../forum/forumDate'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'

/** Which of the three ways out is under way. */
export type StaleChoice = 'openNewer' | 'saveCopy' | 'compare'

/** Props of {@link StaleSaveDialog}. */
export interface StaleSaveDialogProps {
  /** The refusal of the save; the dialog is open while it is set. */
  readonly stale: StaleSaveData | null
  /** The choice being carried out (its button waits), or null. */
  readonly busy: StaleChoice | null
  /** Opens the newer version, discarding the unsaved changes; called only after the user confirmed. */
  readonly onOpenNewer: () => void
  /** Saves the unsaved content as a new file beside this one. */
  readonly onSaveCopy: () => void
  /** Shows what differs between the newer version and the unsaved content. */
  readonly onCompare: () => void
  /** Closes the dialog and goes back to editing; nothing is lost. */
  readonly onClose: () => void
  /** What `onCompare` found, shown in the dialog (the file kind decides how). */
  readonly comparison?: ReactNode
}

/**
 * The dialog a file editor shows when its save was refused because someone saved first (409
 * `fileVersionConflict`): who saved which version when, and three ways on, none of which loses
 * work: open the newer version (after a confirmation, since it discards the unsaved changes),
 * save the unsaved content as a copy beside the file, or compare the two. Closing it returns to
 * editing with the changes still unsaved. Every file editor (tables, harnesses) uses it.
 */
export function StaleSaveDialog({ stale, busy, onOpenNewer, onSaveCopy, onCompare, onClose, comparison }: StaleSaveDialogProps) {
  const { t, locale } = useI18n()
  const [confirming, setConfirming] = useState(false)
  useEffect(() => {
    if (stale === null) setConfirming(false)
  }, [stale])

  const footer = confirming ? (
    <>
      <GuardedButton variant="secondary" testId={TestIds.staleBack} onClick={() => setConfirming(false)}>{t('staleKeepEditing')}</GuardedButton>
      <GuardedButton variant="danger" testId={TestIds.staleDiscard} disabled={busy !== null} onClick={onOpenNewer}>{t('staleDiscard')}</GuardedButton>
    </>
  ) : (
    <>
      <GuardedButton variant="ghost" testId={TestIds.staleBack} onClick={onClose}>{t('staleKeepEditing')}</GuardedButton>
      <GuardedButton variant="secondary" testId={TestIds.staleCompare} disabled={busy !== null} onClick={onCompare}>{t('staleCompare')}</GuardedButton>
      <GuardedButton variant="secondary" testId={TestIds.staleOpenNewer} disabled={busy !== null} onClick={() => setConfirming(true)}>{t('staleOpenNewer')}</GuardedButton>
      <GuardedButton variant="primary" testId={TestIds.staleSaveCopy} disabled={busy !== null} onClick={onSaveCopy}>{t('staleSaveCopy')}</GuardedButton>
    </>
  )

  return (
    <DraggableDialog isOpen={stale !== null} onClose={onClose} title={t('staleTitle')} testId={TestIds.staleDialog} width={comparison ? 720 : 520} footer={footer}>
      {stale ? (
        <p className="dialog-text">
          {confirming
            ? t('staleDiscardConfirm')
            : t('staleMessage', { user: stale.savedBy, time: formatForumDate(stale.savedAt, locale), version: stale.currentVersion, base: stale.baseVersion })}
        </p>
      ) : null}
      {!confirming && comparison ? <div className="stale-comparison">{comparison}</div> : null}
    </DraggableDialog>
  )
}
