/**
 * The account API of specification section 7: paths, request payloads and response data. The
 * server implements exactly these; the shell calls exactly these.
 */
import type { SessionTeam } from './workspace/teams'

/** Global roles. A signed-in person with none of them is treated as unauthenticated (spec 4). */
export type Role = 'user' | 'admin' | 'superadmin'

/** Every global role, in increasing power. */
export const ROLES: readonly Role[] = ['user', 'admin', 'superadmin']

/** Roles within a team (DESIGN section 3), in increasing power. */
export type TeamRole = 'viewer' | 'editor' | 'admin' | 'owner'

/** Every team role, in increasing power. */
export const TEAM_ROLES: readonly TeamRole[] = ['viewer', 'editor', 'admin', 'owner']

/** The signed-in user as the shell keeps it. `picture` is an avatar URL or '' when none is set. */
export interface AuthUser {
  readonly username: string
  readonly picture: string
  readonly roles: readonly Role[]
}

/** `data` of a successful login. `token` is the anti-CSRF token the shell sends back as a header. */
export interface LoginData {
  readonly user: AuthUser
  /** True on the account's first successful login. */
  readonly first: boolean
  /** When the account last signed in before this login (ISO 8601), or null on the first one. */
  readonly lastLoginTime: string | null
  readonly token: string
}

/**
 * `data` of a login refused with code 403 because another device holds the session.
 * `lastToken` is a one-time takeover ticket (5 minutes), never the other device's session token.
 */
export interface LoginElsewhereData {
  readonly lastLoginTime: string
  readonly lastToken: string
}

/**
 * `data` of `visit`: the user of the current session, its anti-CSRF token, and the user's teams
 * with their roles (spec 3: team roles are held in the session; the shell refreshes them on each
 * guarded route).
 */
export interface VisitData {
  readonly user: AuthUser
  readonly token: string
  readonly teams: readonly SessionTeam[]
}

/** `data` of the uniqueness checks: true when the value is already taken. */
export interface ExistData {
  readonly exist: boolean
}

/** `data` of `getUserInfo`. */
export interface UserInfo {
  readonly picture: string
  readonly realName: string
  readonly company: string
  readonly description: string
}

/** `data` of `getCurrentUserEmailAndPhone`; '' where nothing is bound. */
export interface ContactInfo {
  readonly phone: string
  readonly email: string
}

/** `data` of a successful code send: seconds until another code may be requested. */
export interface CodeSentData {
  readonly retryAfter: number
}

/** Paths of the account API (spec 7). */
export const AccountPaths = {
  loginByPhone: '/api/user/loginByPhone',
  loginByEmail: '/api/user/loginByEmail',
  logout: '/api/user/logout',
  visit: '/api/user/visit',
  logoutOther: '/api/user/logoutOther',
  checkUsernameExist: '/api/user/checkUsernameExist',
  checkPhoneExist: '/api/user/checkPhoneExist',
  checkEmailExist: '/api/user/checkEmailExist',
  sendRegisterSmsCode: '/api/user/sendRegisterSmsCode',
  sendRegisterEmailCode: '/api/user/sendRegisterEmailCode',
  registerByPhone: '/api/user/registerByPhone',
  registerByEmail: '/api/user/registerByEmail',
  sendResetPasswordSmsCode: '/api/user/sendResetPasswordSmsCode',
  sendResetPasswordEmailCode: '/api/user/sendResetPasswordEmailCode',
  resetPasswordByPhone: '/api/user/resetPasswordByPhone',
  resetPasswordByEmail: '/api/user/resetPasswordByEmail',
  getUserInfo: '/api/user/getUserInfo',
  updateUserInfo: '/api/user/updateUserInfo',
  getCurrentUserEmailAndPhone: '/api/user/getCurrentUserEmailAndPhone',
  sendUpdatePhoneSmsCode: '/api/user/sendUpdatePhoneSmsCode',
  sendUpdateEmailCode: '/api/user/sendUpdateEmailCode',
  updatePhone: '/api/user/updatePhone',
  updateEmail: '/api/user/updateEmail',
  updateUserName: '/api/user/updateUserName',
  updatePassword: '/api/user/updatePassword',
  /** GET, public: whether the next account is the first and whether it needs a code (`RegistrationInfo`; beyond spec 7). */
  registrationInfo: '/api/user/registrationInfo',
} as const

/** Request payloads, by path key. All values are strings as a form would send them. */
export interface AccountPayloads {
  loginByPhone: { phone: string; password: string }
  loginByEmail: { email: string; password: string }
  logout: Record<string, never>
  logoutOther: { lastToken: string }
  checkUsernameExist: { username: string }
  checkPhoneExist: { phone: string }
  checkEmailExist: { email: string }
  sendRegisterSmsCode: { phone: string; inviteCode?: string }
  sendRegisterEmailCode: { email: string; inviteCode?: string }
  registerByPhone: { phone: string; smscode: string; username: string; password: string; inviteCode?: string }
  registerByEmail: { email: string; emailcode: string; username: string; password: string; inviteCode?: string }
  sendResetPasswordSmsCode: { phone: string }
  sendResetPasswordEmailCode: { email: string }
  resetPasswordByPhone: { phone: string; smscode: string; newpassword: string }
  /** The specification reports the e-mail field both as `email` and as `emailmail`; both are accepted. */
  resetPasswordByEmail: { email?: string; emailmail?: string; emailcode: string; newpassword: string }
  /** Sent as query parameters plus a multipart body whose `file` part is the avatar (optional). */
  updateUserInfo: { company?: string; description?: string; realName?: string; viewName?: string }
  /** `password` is the current password: binding a new phone re-authenticates (security A11). */
  sendUpdatePhoneSmsCode: { phone: string }
  sendUpdateEmailCode: { email: string }
  updatePhone: { newPhone: string; smscode: string; password: string }
  updateEmail: { newEmail: string; emailcode: string; password: string }
  updateUserName: { newname: string }
  updatePassword: { oldpassword: string; newpassword: string }
}
