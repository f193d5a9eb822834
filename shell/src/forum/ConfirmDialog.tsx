import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  readonly isOpen: boolean
  readonly title: string
  readonly message: string
  readonly confirmLabel: string
  readonly busy: boolean
  readonly onClose: () => void
  readonly onConfirm: () => void
}

/** A draggable confirmation dialog for the forum's destructive actions (deleting an issue or a reply). */
export function ConfirmDialog({ isOpen, title, message, confirmLabel, busy, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useI18n()
  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={title} testId={TestIds.confirmDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton variant="danger" testId={TestIds.confirmSubmit} disabled={busy} onClick={onConfirm}>{confirmLabel}</GuardedButton>
        </>
      }
    >
      <p className="forum-confirm-text">{message}</p>
    </DraggableDialog>
  )
}
