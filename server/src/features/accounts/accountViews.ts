import type { AuthUser, ContactInfo, LoginData, UserInfo } from '@harness/protocol'
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

/**
 * `data` of a successful login, from the account as it was before this login: the user, whether
 * this is its first login, when it last signed in, and the session's anti-CSRF token (never the
 * session token, which travels only in the cookie; security G3).
 */
export function loginData(user: UserRecord, csrfToken: string): LoginData {
  return {
    user: toAuthUser(user),
    first: user.loginCount === 0,
    lastLoginTime: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    token: csrfToken,
  }
}
