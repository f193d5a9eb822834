import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'
import { GuardedButton } from '../ui/GuardedButton'
import type { CodeSender } from './useCodeSender'

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps {
  readonly sender: CodeSender
  readonly onSend: () => void
  readonly testId?: string
  /** Label while no countdown runs (default: 获取验证码). */
  readonly label?: UiKey
}

/** The send-code button beside a code field: disabled with "N 秒后重发" while the countdown runs. */
export function SendCodeButton({ sender, onSend, testId, label = 'sendCode' }: SendCodeButtonProps) {
  const { t } = useI18n()
  const waiting = sender.remaining > 0
  return (
    <GuardedButton variant="secondary" className="send-code" testId={testId} disabled={waiting || sender.sending}
      onClick={onSend} aria-live="polite">
      {waiting ? t('resendIn', { seconds: sender.remaining }) : t(label)}
    </GuardedButton>
  )
}
