import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { inboxState, refreshUnread } from '../state/inboxState'
import { TestIds } from '../testIds'
import { Icon } from './Icon'
import { Link } from './Link'

/** Largest count the badge spells out; more shows as "99+". */
const BADGE_MAX = 99

/**
 * The header's bell: a link to the notices with the unread count as a badge, read again on every
 * navigation (the session is checked on each guarded route too, so it never lags far behind).
 */
export function NoticeBell() {
  const { t } = useI18n()
  const { unread } = useSnapshot(inboxState)
  const { pathname, search } = useSnapshot(routerState)

  useEffect(() => {
    void refreshUnread()
  }, [pathname, search])

  const label = unread > 0 ? t('noticeBellUnread', { count: unread }) : t('sideNotice')
  return (
    <Link to="/dashboard/notice" className="notice-bell" aria-label={label} title={label} testId={TestIds.noticeBell}>
      <Icon name="bell" size={19} />
      {unread > 0 ? <span className="badge badge-count notice-bell-badge" data-testid={TestIds.noticeBadge}>{unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}</span> : null}
    </Link>
  )
}
