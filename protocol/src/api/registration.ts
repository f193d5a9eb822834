/**
 * Who may register, and the registration codes administrators issue (beyond specification section
 * 7, which only names a fixed invitation code). The first account of a fresh install needs no code
 * and becomes the administrator; after it, registration needs an invitation code unless it is open
 * to everyone (`REGISTRATION=open`). An invitation code is the configured `INVITE_CODE` or a
 * registration code issued below; a team invitation link will carry one too.
 */

/** `data` of `GET /api/user/registrationInfo`, which the sign-up form reads before it shows the code field. */
export interface RegistrationInfo {
  /** No account exists yet: the next one registers without a code and becomes the administrator. */
  readonly firstAccount: boolean
  /** Registration needs an invitation code (false for the first account and while registration is open). */
  readonly inviteRequired: boolean
}

/** Paths of the registration-code calls; each needs the global role admin or superadmin. */
export const RegistrationCodePaths = {
  /** POST {note?, validDays?, maxUses?}: issues a code. Answers {@link CreatedRegistrationCode}; the code is shown only here. */
  createRegistrationCode: '/api/admin/createRegistrationCode',
  /** GET: every issued code, newest first, as {@link RegistrationCodeView}[]. */
  listRegistrationCodes: '/api/admin/listRegistrationCodes',
  /** POST {codeId}: revokes a code; registrations it already allowed stay. Answers its {@link RegistrationCodeView}. */
  revokeRegistrationCode: '/api/admin/revokeRegistrationCode',
} as const

/** Longest note of a registration code, in characters. */
export const REGISTRATION_CODE_NOTE_MAX = 100
/** Longest validity of a registration code, in days. */
export const REGISTRATION_CODE_DAYS_MAX = 365
/** Most registrations one code may allow. */
export const REGISTRATION_CODE_USES_MAX = 1000

/** Where a registration code stands. */
export type RegistrationCodeStatus = 'active' | 'expired' | 'usedUp' | 'revoked'

/** A registration code as administrators see it: everything but the code, which is stored hashed. */
export interface RegistrationCodeView {
  readonly codeId: number
  /** What the administrator wrote down about it (e.g. who it is for); '' when nothing. */
  readonly note: string
  /** Username of the administrator who issued it; '' when that account is gone. */
  readonly createdBy: string
  /** ISO 8601 times. */
  readonly createdAt: string
  readonly expiresAt: string | null
  /** Registrations it may allow; null for no limit. */
  readonly maxUses: number | null
  /** Registrations it has allowed. */
  readonly uses: number
  readonly revokedAt: string | null
  readonly status: RegistrationCodeStatus
}

/** `data` of createRegistrationCode: the new code, shown this once, and its view. */
export interface CreatedRegistrationCode {
  /** 16 characters of Crockford base-32 in groups of four, e.g. `7KQ2-M9XD-4HTB-R0WE` (80 random bits). */
  readonly code: string
  readonly view: RegistrationCodeView
}

/** Request payloads of the registration-code calls, as a form would send them. */
export interface RegistrationCodePayloads {
  /** `validDays` (1 to 365) and `maxUses` (1 to 1000) are whole numbers; left out, the code never expires or allows any number of registrations. */
  createRegistrationCode: { note?: string; validDays?: string; maxUses?: string }
  revokeRegistrationCode: { codeId: string }
}
