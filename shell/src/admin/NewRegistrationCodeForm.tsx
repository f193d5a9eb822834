import { useState, type FormEvent } from 'react'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { REGISTRATION_CODE_NOTE_MAX, REGISTRATION_CODE_USES_MAX, type CreatedRegistrationCode } from '@harness/protocol'
import { createRegistrationCode } from '../api/registrationCodesApi'
import { useI18n } from '../i18n/useI18n'
import { TestIds } from '../testIds'
import { FormField } from '../ui/FormField'
import { GuardedButton } from '../ui/GuardedButton'
import { useServerAction } from '../ui/useServerAction'
import { codeTerms, isMaxUsesAcceptable, VALIDITY_CHOICES, type Validity } from './registrationCodeTerms'

/**
 * The form that issues a registration code: a note (who it is for), how long it stays valid (1, 7
 * or 30 days, or no expiry) and how many registrations it allows (empty for any number). The new
 * code goes to `onCreated`, which shows it once.
 */
export function NewRegistrationCodeForm({ onCreated }: { readonly onCreated: (created: CreatedRegistrationCode) => void }) {
  const { t } = useI18n()
  const [note, setNote] = useState('')
  const [validity, setValidity] = useState<Validity>('7')
  const [maxUses, setMaxUses] = useState('')
  const [maxUsesError, setMaxUsesError] = useState<string | null>(null)
  const { busy, run } = useServerAction()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isMaxUsesAcceptable(maxUses)) {
      setMaxUsesError(t('adminMaxUsesInvalid', { max: REGISTRATION_CODE_USES_MAX }))
      return
    }
    const created = await run(() => createRegistrationCode(codeTerms(note, validity, maxUses)))
    if (!created) return
    onCreated(created)
    setNote('')
    setMaxUses('')
  }

  return (
    <form className="admin-card admin-create" onSubmit={submit} noValidate aria-labelledby="admin-create-title">
      <h2 id="admin-create-title" className="admin-section-title">{t('adminCreateTitle')}</h2>
      <div className="admin-create-fields">
        <FormField label={t('adminNoteLabel')} value={note} onChange={setNote} placeholder={t('adminNotePlaceholder')}
          maxLength={REGISTRATION_CODE_NOTE_MAX} testId={TestIds.adminNote} />
        <RadioGroup className="field" value={validity} onChange={(value) => setValidity(value as Validity)} orientation="horizontal"
          data-testid={TestIds.adminValidity}>
          <Label className="field-label">{t('adminValidityLabel')}</Label>
          <div className="segmented">
            {VALIDITY_CHOICES.map(([value, label]) => (
              <Radio key={value} value={value} className="segmented-option">{t(label)}</Radio>
            ))}
          </div>
        </RadioGroup>
        <FormField label={t('adminMaxUsesLabel')} value={maxUses} inputMode="numeric" placeholder={t('adminMaxUsesPlaceholder')}
          maxLength={4} error={maxUsesError} testId={TestIds.adminMaxUses}
          onChange={(value) => { setMaxUses(value); setMaxUsesError(null) }} />
      </div>
      <div className="form-actions">
        <GuardedButton type="submit" disabled={busy} testId={TestIds.adminCreate}>{t('adminCreate')}</GuardedButton>
      </div>
    </form>
  )
}
