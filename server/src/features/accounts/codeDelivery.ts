import type { AppDeps } from '../../AppDeps'
import { ApiError } from '../../lib/ApiError'
import { spendBudget } from '../../lib/spendBudget'
import type { OutgoingMessage } from '../../messaging/Messenger'
import type { Address } from './addresses'
import { checkCode, codeTarget, refuseTooFrequentCode, storeCode, withdrawCode, type CodePurpose } from './codes'
import { codeMessage, DELIVER_CODE, noticeMessage, type Delivery } from './messages'

/**
 * What the account routes share around verification codes and notices: sending a code (budgets,
 * storing, delivering, taking it back when delivery fails), confirming a typed one, and telling
 * an account's owner what happened. Messages go out only after the transaction that stored what
 * they announce has committed.
 */

/**
 * Sends a code for `purpose` to `address` from the client `ip` and answers the seconds until the
 * next may be sent. The target's and the client's send budgets are spent first (429 once spent);
 * then `decide` says what to deliver, or refuses. A code is stored whatever is delivered, so the
 * 60 s rule, the caps, the answer and its timing are the same whether or not the address has an
 * account (security A6, section 5). A delivery that fails takes the code back and answers 503.
 */
export async function sendCode(
  deps: AppDeps,
  ip: string,
  purpose: CodePurpose,
  address: Address,
  decide: () => Delivery | Promise<Delivery> = () => DELIVER_CODE,
): Promise<number> {
  const now = new Date(deps.clock.now())
  const target = codeTarget(address.channel, address.key)
  await refuseTooFrequentCode(deps.db, now, { purpose, target })
  await spendBudget(deps.limiter, deps.rateRules.codeSendIp, ip)
  const delivery = await decide()
  const { code, codeId } = await deps.db.transaction((trx) => storeCode(trx, now, { purpose, target, secret: deps.secret }))
  if (delivery.kind === 'nothing') return 60
  const message = delivery.kind === 'code' ? codeMessage(address.channel, address.value, purpose, code) : noticeMessage(address.channel, address.value, delivery.notice)
  try {
    await deps.messenger.send(message)
  } catch (error) {
    deps.log.error({ err: error, channel: address.channel }, 'message delivery failed')
    await deps.db.transaction((trx) => withdrawCode(trx, codeId))
    throw new ApiError(503, 'serviceUnavailable')
  }
  return 60
}

/**
 * Confirms the code a person typed for `purpose` at `address`, from the client `ip`: the client's
 * verification budget is spent first (security C3, R3), a wrong entry is recorded before the
 * refusal is answered, and the matching code's id is answered for the transaction that uses it up.
 */
export async function confirmCode(deps: AppDeps, ip: string, purpose: CodePurpose, address: Address, code: string): Promise<string> {
  await spendBudget(deps.limiter, deps.rateRules.codeVerifyIp, ip)
  const now = new Date(deps.clock.now())
  const target = codeTarget(address.channel, address.key)
  const check = await deps.db.transaction((trx) => checkCode(trx, now, { purpose, target, code, secret: deps.secret }))
  if (!check.ok) throw check.refusal
  return check.codeId
}

/** Sends a security notice to an account's owner, best effort: a failed delivery is logged, the request still succeeds. */
export async function deliverNotice(deps: AppDeps, notice: OutgoingMessage | null): Promise<void> {
  if (!notice) return
  await deps.messenger.send(notice).catch((error: unknown) => deps.log.error({ err: error, channel: notice.channel }, 'account notice could not be delivered'))
}
