import { useSnapshot } from 'valtio'
import { routerState } from '../app/router'
import { useI18n } from '../i18n/useI18n'
import { ComingSoonPage } from './ComingSoonPage'

/** The team-invitation screen (/team/invitation?dataCode=…): still to come; shows the invitation it got. */
export function TeamInvitationPage() {
  const { t } = useI18n()
  const { search } = useSnapshot(routerState)
  const code = new URLSearchParams(search).get('dataCode')
  return (
    <ComingSoonPage title="pageTeamInvitation">
      {code ? <p className="coming-soon-note">{t('invitationCode', { code })}</p> : undefined}
    </ComingSoonPage>
  )
}
