import type { InvitationStatus } from '@harness/protocol'

/** What decides an invitation's status: when it was revoked, declined, accepted and when it expires. */
export interface InvitationDates {
  readonly revokedAt: Date | null
  readonly declinedAt: Date | null
  readonly acceptedAt: Date | null
  readonly expiresAt: Date
}

/**
 * Where an invitation stands at `now`: revoked wins, then an answer (a `user` invitation is accepted
 * or declined once), then expiry. A link invitation stays pending through any number of joins until
 * it expires or is revoked.
 */
export function invitationStatus(invitation: InvitationDates, now: Date): InvitationStatus {
  if (invitation.revokedAt) return 'revoked'
  if (invitation.acceptedAt) return 'accepted'
  if (invitation.declinedAt) return 'declined'
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'pending'
}
