import { checkEmail, checkPhone, type MessageKey } from '@harness/protocol'
import type { ContactKind } from './BindContactDialog'

/**
 * The new phone number or e-mail of the management screen's bind dialogs. The format is the one
 * of its kind (`checkPhone`, `checkEmail`), but the messages are the management screen's of
 * specification section 5, the same for both dialogs: 手机号或者邮箱不能为空 when empty,
 * 请输入正确的手机号或者邮箱 when malformed.
 */
export function checkNewContact(kind: ContactKind, value: string): MessageKey | null {
  if (value === '') return 'accountEmpty'
  return (kind === 'phone' ? checkPhone(value) : checkEmail(value)) === null ? null : 'accountInvalid'
}
