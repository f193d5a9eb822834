import { useEffect, useId, useState, type FormEvent } from 'react'
import { COLUMN_TYPES, type ColumnType } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { DraggableDialog } from '../ui/DraggableDialog'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import type { ColumnDraft } from './columnEdits'
import { useColumnTypeLabel } from './useColumnTypeLabel'

/** Props of {@link ColumnDialog}. */
export interface ColumnDialogProps {
  /** The column to start from (its settings, or defaults for a new one); the dialog is open while set. */
  readonly initial: ColumnDraft | null
  readonly mode: 'add' | 'edit'
  /** Applies the settings; answers the problem to show, or null when done (the dialog closes). */
  readonly onApply: (draft: ColumnDraft) => string | null
  readonly onClose: () => void
}

/**
 * The dialog that adds a column or changes one: its name, type and unit. A problem (an empty
 * name, a retype that would lose values) is shown in the dialog and nothing changes.
 */
export function ColumnDialog({ initial, mode, onApply, onClose }: ColumnDialogProps) {
  const { t } = useI18n()
  const typeLabel = useColumnTypeLabel()
  const typeId = useId()
  const [draft, setDraft] = useState<ColumnDraft>({ name: '', type: 'text', unit: '' })
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (initial) setDraft(initial)
    setProblem(null)
  }, [initial])

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    const result = onApply({ ...draft })
    setProblem(result)
  }

  return (
    <DraggableDialog isOpen={initial !== null} onClose={onClose} testId={TestIds.dtColumnDialog}
      title={t(mode === 'add' ? 'dtColumnDialogAdd' : 'dtColumnDialogEdit')}
      footer={
        <>
          <GuardedButton variant="secondary" testId={TestIds.dialogCancel} onClick={onClose}>{t('cancel')}</GuardedButton>
          <GuardedButton variant="primary" testId={TestIds.dtColumnSubmit} guardMs={0} onClick={() => submit()}>{t('dtColumnApply')}</GuardedButton>
        </>
      }>
      <form className="form" onSubmit={submit}>
        <FormField label={t('dtColumnName')} value={draft.name} autoFocus maxLength={120} testId={TestIds.dtColumnName}
          onChange={(name) => { setDraft((d) => ({ ...d, name })); setProblem(null) }} error={problem} />
        <div className="field">
          <label className="field-label" htmlFor={typeId}>{t('dtColumnType')}</label>
          <select id={typeId} className="input dt-select" value={draft.type} data-testid={TestIds.dtColumnType}
            onChange={(e) => { setDraft((d) => ({ ...d, type: e.target.value as ColumnType })); setProblem(null) }}>
            {COLUMN_TYPES.map((type) => <option key={type} value={type}>{typeLabel(type)}</option>)}
          </select>
        </div>
        <FormField label={t('dtColumnUnit')} value={draft.unit} maxLength={40} hint={t('dtColumnUnitHint')} testId={TestIds.dtColumnUnit}
          onChange={(unit) => { setDraft((d) => ({ ...d, unit })); setProblem(null) }} />
        <button type="submit" hidden />
      </form>
    </DraggableDialog>
  )
}
