import { useSnapshot } from 'valtio'
import { useI18n } from '../i18n/useI18n'
import { dismissNotice, noticeState, type NoticeKind } from '../state/noticeState'
import { TestIds } from '../testIds'
import { Icon, type IconName } from './Icon'

const icons: Readonly<Record<NoticeKind, IconName>> = { error: 'alert', warning: 'alert', info: 'info', success: 'check' }

/** Renders the notices of `noticeState` as toasts stacked at the top centre of the screen. */
export function Toaster() {
  const { notices } = useSnapshot(noticeState)
  const { t } = useI18n()
  return (
    <div className="toaster" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`toast toast-${notice.kind}`}
          role={notice.kind === 'error' || notice.kind === 'warning' ? 'alert' : 'status'}
          data-testid={TestIds.toast}
          data-kind={notice.kind}
        >
          <Icon name={icons[notice.kind]} size={18} className="toast-icon" />
          <span className="toast-text">{notice.text}</span>
          <button type="button" className="toast-close" aria-label={t('close')} onClick={() => dismissNotice(notice.id)}>
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </div>
  )
}
