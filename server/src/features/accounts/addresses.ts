import { emailKey, type MessageKey } from '@harness/protocol'
import type { Knex } from 'knex'
import type { Channel } from '../../messaging/Messenger'
import { findUser, type UserRecord } from './users.repo'

/** A phone number or e-mail address, already checked against the field rules. */
export interface Address {
  readonly channel: Channel
  /** As the person typed it (e-mail case kept for display). */
  readonly value: string
  /** The unique key: the phone number, or the e-mail in NFKC lower case. */
  readonly key: string
}

/** The address of a valid phone number. */
export const phoneAddress = (phone: string): Address => ({ channel: 'sms', value: phone, key: phone })
/** The address of a valid e-mail. */
export const emailAddress = (email: string): Address => ({ channel: 'email', value: email, key: emailKey(email) })

/** The "already registered" message of an address's kind. */
export const takenKey = (address: Address): MessageKey => (address.channel === 'sms' ? 'phoneTaken' : 'emailTaken')

/** The account holding `address`, if any. */
export function findAccountAt(db: Knex, address: Address): Promise<UserRecord | null> {
  return findUser(db, address.channel === 'sms' ? { phone: address.key } : { emailKey: address.key })
}
