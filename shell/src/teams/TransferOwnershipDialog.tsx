import type { TeamDetail } from '@harness/protocol'
import { useEffect, useState } from 'react'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { GuardedButton } from '../ui/GuardedButton'
import { SelectField } from '../ui/SelectField'

/** Props of {@link TransferOwnershipDialog}. */
export interface TransferOwnershipDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly team: TeamDetail
  readonly busy: boolean
  readonly onTransfer: (username: string) => void
}

/**
 * The owner hands the team to another member: choose the member, read what changes (the new owner
 * gets every right, the old owner becomes an admin), confirm.
 */
export function TransferOwnershipDialog({ isOpen, onClose, team, busy, onTransfer }: TransferOwnershipDialogProps) {
  const { t } = useI18n()
  const candidates = team.members.filter((member) => member.role !== 'owner')
  const [chosen, setChosen] = useState('')

  useEffect(() => {
    if (isOpen) setChosen(candidates[0]?.username ?? '')
    // Chosen afresh on each opening; the member list does not change while the dialog is open.
  }, [isOpen])

  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={t('teamTransfer')} testId={TestIds.teamTransferDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton variant="danger" testId={TestIds.teamTransferSubmit} disabled={busy || chosen === ''} onClick={() => onTransfer(chosen)}>
            {t('teamTransfer')}
          </GuardedButton>
        </>
      }
    >
      {candidates.length === 0 ? (
        <p className="dialog-text">{t('teamTransferNobody')}</p>
      ) : (
        <div className="form">
          <SelectField label={t('teamTransferTo')} value={chosen} testId={TestIds.teamTransferMember}
            options={candidates.map((member) => ({ id: member.username, label: member.realName ? `${member.username}（${member.realName}）` : member.username }))}
            onChange={setChosen} />
          <p className="form-note">{t('teamTransferNote', { team: team.name })}</p>
        </div>
      )}
    </DraggableDialog>
  )
}
