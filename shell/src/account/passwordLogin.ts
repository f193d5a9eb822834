import { accountKind, isApiEnvelope, ResultCode, type LoginData, type LoginElsewhereData } from '@harness/protocol'
import { postAccount } from '../api/accountApi'
import { failureMessage } from '../api/request'

/**
 * Password login with a phone number or an e-mail (spec 7), reduced to three outcomes the sign-in
 * form acts on, and the "log out the other device" call of the other-device dialog (spec 4).
 */

/** How a login attempt ended. `message` is null when the request layer already told the user. */
export type LoginOutcome =
  | { readonly kind: 'ok'; readonly data: LoginData }
  | { readonly kind: 'elsewhere'; readonly info: LoginElsewhereData }
  | { readonly kind: 'failed'; readonly message: string | null }

/** True when `data` is the payload of a "signed in on another device" refusal. */
function isElsewhereData(data: unknown): data is LoginElsewhereData {
  return (
    typeof data === 'object' && data !== null &&
    typeof (data as { lastToken?: unknown }).lastToken === 'string' &&
    typeof (data as { lastLoginTime?: unknown }).lastLoginTime === 'string'
  )
}

/** Logs in with `account` (phone or e-mail, already validated) and `password`. */
export async function passwordLogin(account: string, password: string): Promise<LoginOutcome> {
  try {
    const data = accountKind(account) === 'phone'
      ? await postAccount('loginByPhone', { phone: account, password })
      : await postAccount('loginByEmail', { email: account, password })
    return { kind: 'ok', data }
  } catch (error) {
    if (isApiEnvelope(error) && error.code === ResultCode.forbidden && isElsewhereData(error.data)) {
      return { kind: 'elsewhere', info: error.data }
    }
    return { kind: 'failed', message: failureMessage(error) }
  }
}

/** Signs the other device out with the one-time ticket of the refusal; resolves true on success. */
export async function logoutOtherDevice(lastToken: string): Promise<boolean> {
  try {
    await postAccount('logoutOther', { lastToken })
    return true
  } catch {
    return false
  }
}

/** The login time of a refusal in the viewer's local time, or the raw text when it is not a date. */
export function formatLoginTime(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })
}
