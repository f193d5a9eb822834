import type { RateRule } from './RateLimiter'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The budgets of the account endpoints, with their sources in security.md section 4. */
export interface RateRules {
  /** Login attempts per client address: 6 a minute and 30 an hour (Discourse defaults). */
  readonly loginIpMinute: RateRule
  readonly loginIpHour: RateRule
  /** Consecutive failed logins per account before password login pauses 10 minutes (GitLab). */
  readonly loginAccountFailures: RateRule
  /** Code sends per client address: 20 an hour. */
  readonly codeSendIp: RateRule
  /** Code verifications per client address: 30 in 5 minutes (GoTrue). */
  readonly codeVerifyIp: RateRule
  /** Phone and e-mail existence checks per address: 10 a minute and 100 a day (Discourse). */
  readonly checkIpMinute: RateRule
  readonly checkIpDay: RateRule
  /** Username checks per address: 30 a minute. */
  readonly checkUsernameIp: RateRule
  /** Reads of registrationInfo per address: 30 a minute, like the username check. */
  readonly registrationInfoIp: RateRule
  /** Registrations per address: 5 in 30 minutes (Mastodon). */
  readonly registerIp: RateRule
  /** Takeover (logoutOther) attempts per address: 10 a minute. */
  readonly takeoverIp: RateRule
}

/** The production budgets; `scale` multiplies every budget (for load tests and end-to-end runs). */
export function defaultRateRules(scale = 1): RateRules {
  const rule = (name: string, points: number, windowMs: number): RateRule => ({ name, points: points * scale, windowMs })
  return {
    loginIpMinute: rule('login-ip-m', 6, MINUTE),
    loginIpHour: rule('login-ip-h', 30, HOUR),
    loginAccountFailures: rule('login-acct', 10, 10 * MINUTE),
    codeSendIp: rule('code-send-ip', 20, HOUR),
    codeVerifyIp: rule('code-verify-ip', 30, 5 * MINUTE),
    checkIpMinute: rule('check-ip-m', 10, MINUTE),
    checkIpDay: rule('check-ip-d', 100, 24 * HOUR),
    checkUsernameIp: rule('check-user-ip', 30, MINUTE),
    registrationInfoIp: rule('registration-info-ip', 30, MINUTE),
    registerIp: rule('register-ip', 5, 30 * MINUTE),
    takeoverIp: rule('takeover-ip', 10, MINUTE),
  }
}
