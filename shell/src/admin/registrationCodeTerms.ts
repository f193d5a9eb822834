import { REGISTRATION_CODE_USES_MAX, type RegistrationCodePayloads, type RegistrationCodeStatus } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'

/**
 * The new-code form's choices turned into the call's payload, and the words for a code's status.
 * Pure, unit-tested; the server checks the same bounds again.
 */

/** How long a new code stays valid: a number of days, or no expiry. */
export type Validity = '1' | '7' | '30' | 'never'

/** The validity choices in the order the form shows them, with their labels. */
export const VALIDITY_CHOICES: ReadonlyArray<readonly [Validity, UiKey]> = [
  ['1', 'adminValidity1'],
  ['7', 'adminValidity7'],
  ['30', 'adminValidity30'],
  ['never', 'adminValidityNever'],
]

/** True when `typed` (the "registrations allowed" field) is empty (no limit) or a whole number from 1 to the server's maximum. */
export function isMaxUsesAcceptable(typed: string): boolean {
  const text = typed.trim()
  if (text === '') return true
  return /^[0-9]{1,4}$/.test(text) && Number(text) >= 1 && Number(text) <= REGISTRATION_CODE_USES_MAX
}

/** The createRegistrationCode payload of the form's values: blank fields are left out (no expiry, no limit, no note). */
export function codeTerms(note: string, validity: Validity, maxUses: string): RegistrationCodePayloads['createRegistrationCode'] {
  const terms: { note?: string; validDays?: string; maxUses?: string } = {}
  if (note.trim() !== '') terms.note = note.trim()
  if (validity !== 'never') terms.validDays = validity
  if (maxUses.trim() !== '') terms.maxUses = String(Number(maxUses.trim()))
  return terms
}

/** The label of each status. */
export const STATUS_LABELS: Readonly<Record<RegistrationCodeStatus, UiKey>> = {
  active: 'adminStatusActive',
  expired: 'adminStatusExpired',
  usedUp: 'adminStatusUsedUp',
  revoked: 'adminStatusRevoked',
}
