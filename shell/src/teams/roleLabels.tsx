import type { InvitationStatus, TeamRole } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'

/** The catalogue key of each team role's name. */
export const ROLE_LABELS: Readonly<Record<TeamRole, UiKey>> = {
  owner: 'roleOwner', admin: 'roleAdmin', editor: 'roleEditor', viewer: 'roleViewer',
}

/** The catalogue key of each invitation status. */
export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, UiKey>> = {
  pending: 'invitationPending', accepted: 'invitationAccepted', declined: 'invitationDeclinedStatus', revoked: 'invitationRevokedStatus', expired: 'invitationExpiredStatus',
}

/** A team role as a small coloured label. */
export function RoleBadge({ role }: { readonly role: TeamRole }) {
  const { t } = useI18n()
  return <span className={`badge badge-role-${role}`} data-role={role}>{t(ROLE_LABELS[role])}</span>
}

/** An invitation status as a small coloured label. */
export function InvitationStatusBadge({ status }: { readonly status: InvitationStatus }) {
  const { t } = useI18n()
  return <span className={`badge badge-status-${status}`} data-status={status}>{t(INVITATION_STATUS_LABELS[status])}</span>
}
