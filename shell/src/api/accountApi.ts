import {
  AccountPaths,
  type AccountPayloads,
  type CodeSentData,
  type ContactInfo,
  type ExistData,
  type LoginData,
  type RegistrationInfo,
  type UserInfo,
  type VisitData,
} from '@harness/protocol'
import { request } from './apiClient'

/**
 * Typed calls of the account API (specification section 7). Each resolves with the `data` of a
 * code-200 answer and rejects like `request` does (the envelope, or an already-handled failure).
 */

/** `data` of each POST call of the account API, by path key. */
export interface AccountPostData {
  loginByPhone: LoginData
  loginByEmail: LoginData
  logout: unknown
  logoutOther: unknown
  checkUsernameExist: ExistData
  checkPhoneExist: ExistData
  checkEmailExist: ExistData
  sendRegisterSmsCode: CodeSentData
  sendRegisterEmailCode: CodeSentData
  registerByPhone: unknown
  registerByEmail: unknown
  sendResetPasswordSmsCode: CodeSentData
  sendResetPasswordEmailCode: CodeSentData
  /** The server's confirmation text, shown as is. */
  resetPasswordByPhone: string
  resetPasswordByEmail: string
  updateUserInfo: Partial<UserInfo> | null
  sendUpdatePhoneSmsCode: CodeSentData
  sendUpdateEmailCode: CodeSentData
  updatePhone: unknown
  updateEmail: unknown
  updateUserName: unknown
  updatePassword: unknown
}

/** The form-encoded POST calls (every account POST except the multipart profile update). */
export type AccountPostKey = Exclude<keyof AccountPayloads & keyof AccountPostData, 'updateUserInfo'>

/** POSTs `payload` form-encoded to the account call `key` and resolves with its data. */
export async function postAccount<K extends AccountPostKey>(key: K, payload: AccountPayloads[K]): Promise<AccountPostData[K]> {
  const envelope = await request<AccountPostData[K]>({ method: 'POST', url: AccountPaths[key], data: payload })
  return envelope.data
}

/** `data` of each GET call of the account API, by path key. */
export interface AccountGetData {
  visit: VisitData
  getUserInfo: UserInfo
  getCurrentUserEmailAndPhone: ContactInfo
  registrationInfo: RegistrationInfo
}

/** GETs the account call `key` and resolves with its data. */
export async function getAccount<K extends keyof AccountGetData>(key: K): Promise<AccountGetData[K]> {
  const envelope = await request<AccountGetData[K]>({ method: 'GET', url: AccountPaths[key] })
  return envelope.data
}

/**
 * Sends the profile form (spec 7): the texts as query parameters and, when the avatar changed,
 * the cropped JPEG as the multipart part `file`.
 */
export async function updateUserInfo(
  fields: Required<AccountPayloads['updateUserInfo']>,
  avatar: Blob | null,
): Promise<AccountPostData['updateUserInfo']> {
  const envelope = await request<AccountPostData['updateUserInfo']>({
    method: 'POST',
    url: AccountPaths.updateUserInfo,
    mode: 'multipart',
    query: fields,
    data: avatar ? { file: avatar } : {},
  })
  return envelope.data
}
