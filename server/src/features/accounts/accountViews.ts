import type { AuthUser, ContactInfo, UserInfo } from '@harness/protocol'
import type { UserRecord } from './users.repo'

/** The URL of a user's avatar, or '' when none is set. */
export function avatarUrl(avatarId: string | null): string {
  return avatarId ? `/api/user/avatar/${avatarId}` : ''
}

/** The signed-in user's public face: name, avatar URL, roles. */
export function toAuthUser(user: UserRecord): AuthUser {
  return { username: user.username, picture: avatarUrl(user.avatarId), roles: user.roles }
}

/** The profile fields of `getUserInfo`. */
export function userInfo(user: UserRecord): UserInfo {
  return { picture: avatarUrl(user.avatarId), realName: user.realName, company: user.company, description: user.description }
}

/** The bound phone and e-mail of `getCurrentUserEmailAndPhone`. */
export function contactInfo(user: UserRecord): ContactInfo {
  return { phone: user.phone ?? '', email: user.email ?? '' }
}
