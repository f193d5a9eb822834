import type { Channel, OutgoingMessage } from '../../messaging/Messenger'
import type { CodePurpose } from './codes'

const PRODUCT = '线束设计协同平台'

const PURPOSE_TEXT: Readonly<Record<CodePurpose, string>> = {
  register: '注册账号',
  reset: '重置密码',
  bind: '绑定新的手机号或邮箱',
}

/** The message that carries a verification code for `purpose` (Chinese, like the interface). */
export function codeMessage(channel: Channel, to: string, purpose: CodePurpose, code: string): OutgoingMessage {
  return {
    channel,
    to,
    subject: `【${PRODUCT}】验证码`,
    text: `【${PRODUCT}】您正在${PURPOSE_TEXT[purpose]}，验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本消息。`,
    code,
  }
}

/**
 * What happened to an account that its owner is told about at the old or current address; and
 * `registerAttempt`, sent instead of a registration code to an address that already has an account.
 */
export type AccountNotice = 'passwordReset' | 'passwordChanged' | 'phoneChanged' | 'emailChanged' | 'registerAttempt'

const IF_NOT_YOU = '如非本人操作，请立即重置密码。'

const NOTICE_TEXT: Readonly<Record<AccountNotice, string>> = {
  passwordReset: `您的账号密码已通过验证码重置，所有设备上的登录已失效。${IF_NOT_YOU}`,
  passwordChanged: `您的账号密码已修改，其他设备上的登录已失效。${IF_NOT_YOU}`,
  phoneChanged: `您的账号绑定的手机号已更改。${IF_NOT_YOU}`,
  emailChanged: `您的账号绑定的邮箱已更改。${IF_NOT_YOU}`,
  registerAttempt: '有人尝试使用此手机号或邮箱注册新账号，但它已绑定您的账号，因此没有发送验证码。如果是您本人，请直接登录；忘记密码可在登录页通过“忘记密码”重置。如非本人操作，可忽略本消息，您的账号未受影响。',
}

/** A security notice to the account's owner; each ends with advice for the case it was not them. */
export function noticeMessage(channel: Channel, to: string, notice: AccountNotice): OutgoingMessage {
  return {
    channel,
    to,
    subject: `【${PRODUCT}】账号安全提醒`,
    text: `【${PRODUCT}】${NOTICE_TEXT[notice]}`,
  }
}

/**
 * What a code send delivers: the code, nothing (a reset for an address with no account), or a
 * notice in the code's place (a registration for an address that already has an account).
 */
export type Delivery = { readonly kind: 'code' } | { readonly kind: 'nothing' } | { readonly kind: 'notice'; readonly notice: AccountNotice }

/** The delivery of a plain code send. */
export const DELIVER_CODE: Delivery = { kind: 'code' }
