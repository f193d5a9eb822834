import { useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'

/** What a save before leaving answered: leave only once the work is kept (saved, or nothing to save). */
export type SaveBeforeLeaving = () => Promise<'saved' | 'stale' | 'failed' | 'nothing'>

/**
 * The editor's question when a navigation would drop unsaved changes: stay, leave without them,
 * or save them as the file's new version and leave. A save that is refused (someone saved first:
 * the stale-save dialog then offers a copy) or fails (its notice says why) keeps the designer on
 * the page with the work, never leaves it behind.
 */
export function LeaveDialog({ isOpen, save, answer }: {
  readonly isOpen: boolean
  /** Saves the harness (the editor's own save, with its notices). */
  readonly save: SaveBeforeLeaving
  /** Ends the question: true leaves, false stays. */
  readonly answer: (leave: boolean) => void
}) {
  const { t } = useI18n()
  const [saving, setSaving] = useState(false)
  const saveAndLeave = () => {
    setSaving(true)
    void save()
      .then((outcome) => answer(outcome === 'saved' || outcome === 'nothing'))
      .finally(() => setSaving(false))
  }
  return (
    <DraggableDialog isOpen={isOpen} onClose={() => answer(false)} title={t('dtLeaveTitle')} testId="leave-dialog"
      footer={
        <>
          <GuardedButton variant="secondary" testId="leave-stay" disabled={saving} onClick={() => answer(false)}>{t('cancel')}</GuardedButton>
          <GuardedButton variant="danger" testId="leave-discard" disabled={saving} onClick={() => answer(true)}>{t('dtLeaveConfirm')}</GuardedButton>
          <GuardedButton variant="primary" testId="leave-save" disabled={saving} onClick={saveAndLeave}>{saving ? t('edSaving') : t('edLeaveSave')}</GuardedButton>
        </>
      }
    >
      <p className="forum-confirm-text">{t('edLeaveMessage')}</p>
    </DraggableDialog>
  )
}
