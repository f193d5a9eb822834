/**
 * Business constants of the browser shell (specification section 9) and the browser-storage keys
 * the shell owns. Everything here is a plain value, so any module (and its unit test) may import it.
 */

/** How long one API request may take before it is abandoned, in milliseconds (spec 9). */
export const REQUEST_TIMEOUT_MS = 1_200_000

/** How long a button stays disabled after a click, in milliseconds (spec 9 click guard). */
export const CLICK_GUARD_MS = 2_000

/** Seconds before another verification code may be requested (spec 9). */
export const CODE_COUNTDOWN_SECONDS = 60

/** How long a notice stays on screen, in milliseconds (spec 8: 5 s). */
export const NOTICE_DURATION_MS = 5_000

/** How long the demo spinners spin, in milliseconds (spec 9). */
export const DEMO_SPINNER_MS = 2_000

/** Smallest size a dialog can be resized to, in CSS pixels (spec 9). */
export const DIALOG_MIN_SIZE = { width: 400, height: 300 } as const

/** Largest avatar file accepted before cropping, in bytes (spec 5: under 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** Edge length of the cropped avatar, in pixels (spec 9: 100x100). */
export const AVATAR_EDGE_PX = 100

/** Name of the session cookie the server sets (spec 9); cleared on logout when script-visible. */
export const SESSION_COOKIE = 'token'

/** Keys the shell writes into localStorage. */
export const StorageKeys = {
  /** The "token check": present while this browser believes it holds a session (spec 9). */
  loggedIn: 'harness.loggedIn',
  /** The first-login flag of the last login, '1' or '0' (spec 4). */
  firstLogin: 'harness.firstLogin',
  /** Set before a reload forced by an HTTP 401, so the next start can say why (spec 8). */
  sessionLost: 'harness.sessionLost',
  /** The chosen interface language. */
  locale: 'harness.locale',
  /** Prefix of the persisted project state (spec 3), one entry per username: `harness.project.<username>`. */
  projectState: 'harness.project.',
} as const
