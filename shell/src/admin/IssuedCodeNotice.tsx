import type { CreatedRegistrationCode } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import { notify } from '../state/noticeState'
import { TestIds } from '../testIds'
import { GuardedButton } from '../ui/GuardedButton'
import { Icon } from '../ui/Icon'

/**
 * The code just issued, shown this once (only its hash is stored): large and selectable, with a
 * copy button and a reminder that it cannot be shown again. Dismissing it hides the code for good.
 */
export function IssuedCodeNotice({ created, onDismiss }: { readonly created: CreatedRegistrationCode; readonly onDismiss: () => void }) {
  const { t } = useI18n()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.code)
      notify('success', t('adminCopied'))
    } catch {
      notify('warning', t('adminCopyFailed'))
    }
  }

  return (
    <div className="admin-new-code" role="status" data-testid={TestIds.adminNewCode}>
      <div className="admin-new-code-head">
        <Icon name="key" size={20} />
        <strong>{t('adminNewCodeTitle')}</strong>
        {created.view.note ? <span className="admin-new-code-note">{created.view.note}</span> : null}
      </div>
      <p className="admin-new-code-text">{t('adminNewCodeText')}</p>
      <div className="admin-new-code-row">
        <code className="admin-code" data-testid={TestIds.adminNewCodeText}>{created.code}</code>
        <GuardedButton variant="secondary" testId={TestIds.adminCopy} onClick={() => void copy()} guardMs={0}>
          <Icon name="copy" size={16} />
          {t('adminCopy')}
        </GuardedButton>
        <GuardedButton variant="ghost" testId={TestIds.adminDismiss} onClick={onDismiss}>{t('adminDismiss')}</GuardedButton>
      </div>
    </div>
  )
}
