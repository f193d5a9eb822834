import { PROJECT_DESCRIPTION_MAX } from '@harness/protocol'
import { useEffect, useState, type FormEvent } from 'react'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { checkName } from './nodeNames'

/** Props of {@link ProjectDialog}. */
export interface ProjectDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly title: string
  readonly submitLabel: string
  readonly initialName: string
  readonly initialDescription: string
  /** Where the project lives, e.g. "个人项目" or the team's name. */
  readonly scopeName: string
  /** Sends the name and description; resolves true when accepted (the dialog then closes). */
  readonly onSubmit: (name: string, description: string) => Promise<boolean>
}

/** Creates a project or changes its name and description; both are checked before anything is sent. */
export function ProjectDialog({ isOpen, onClose, title, submitLabel, initialName, initialDescription, scopeName, onSubmit }: ProjectDialogProps) {
  const { t, m } = useI18n()
  const [name, setName] = useState(initialName)
  const [description, setDescription] = useState(initialDescription)
  const [nameError, setNameError] = useState<string | null>(null)
  const [descriptionError, setDescriptionError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!isOpen) return
    setName(initialName)
    setDescription(initialDescription)
    setNameError(null)
    setDescriptionError(null)
  }, [isOpen, initialName, initialDescription])

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy) return
    const checked = checkName(name)
    const tooLong = [...description.trim()].length > PROJECT_DESCRIPTION_MAX
    setNameError(checked.ok ? null : m(checked.message, checked.params))
    setDescriptionError(tooLong ? m('descriptionTooLong', { max: PROJECT_DESCRIPTION_MAX }) : null)
    if (!checked.ok || tooLong) return
    setBusy(true)
    try {
      if (await onSubmit(checked.name, description.trim())) onClose()
    } finally {
      setBusy(false)
    }
  }

  return (
    <DraggableDialog isOpen={isOpen} onClose={onClose} title={title} width={520} testId={TestIds.projectDialog}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton testId={TestIds.projectDialogSubmit} disabled={busy} onClick={() => void submit()}>{submitLabel}</GuardedButton>
        </>
      }>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="ws-muted">{t('projectScopeNote', { scope: scopeName })}</p>
        <FormField label={t('projectNameLabel')} value={name} placeholder={t('projectNamePlaceholder')} error={nameError} autoFocus
          testId={TestIds.projectNameInput} onChange={(v) => { setName(v); setNameError(null) }} />
        <FormField label={t('projectDescriptionLabel')} value={description} multiline rows={3} placeholder={t('projectDescriptionPlaceholder')}
          error={descriptionError} hint={t('projectDescriptionHint', { max: PROJECT_DESCRIPTION_MAX })}
          testId={TestIds.projectDescriptionInput} onChange={(v) => { setDescription(v); setDescriptionError(null) }} />
      </form>
    </DraggableDialog>
  )
}
