import { useEffect, useState } from 'react'
import { dissolveTeam } from '../api/teamApi'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { useBusyAction } from '../ui/useBusyAction'

/** Props of {@link DissolveTeamDialog}. */
export interface DissolveTeamDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly teamId: number
  readonly teamName: string
  readonly onDissolved: () => Promise<void>
}

/**
 * Dissolving a team deletes its projects, files and invitations, so the owner types the team's name
 * to confirm; the button stays disabled until the typed name matches (the server checks it again).
 */
export function DissolveTeamDialog({ isOpen, onClose, teamId, teamName, onDissolved }: DissolveTeamDialogProps) {
  const { t } = useI18n()
  const [typed, setTyped] = useState('')
  const { busy, run } = useBusyAction()

  useEffect(() => {
    if (isOpen) setTyped('')
  }, [isOpen])

  const matches = typed.trim() === teamName

  const dissolve = async () => {
    if (!matches) return
    if ((await run(() => dissolveTeam(teamId, typed.trim()), () => t('teamDissolved', { name: teamName }))).ok) await onDissolved()
  }

  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={t('teamDissolve')} testId={TestIds.teamDissolveDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton variant="danger" testId={TestIds.teamDissolveSubmit} disabled={!matches || busy} onClick={() => void dissolve()}>{t('teamDissolve')}</GuardedButton>
        </>
      }
    >
      <div className="form">
        <p className="ws-warning">{t('teamDissolveWarning', { name: teamName })}</p>
        <FormField label={t('teamDissolveTypeName', { name: teamName })} value={typed} onChange={setTyped} autoFocus testId={TestIds.teamDissolveName} />
      </div>
    </DraggableDialog>
  )
}
