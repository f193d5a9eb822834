import Router from '@koa/router'
import type { Context } from 'koa'
import {
  AccountPaths as P,
  checkCode as codeRule,
  checkEmail,
  checkNewPassword,
  checkPhone,
  checkUsername,
  formatMessage,
  PASSWORD_MAX,
  type ExistData,
  type MessageKey,
} from '@harness/protocol'
import type { AppDeps } from '../../AppDeps'
import { clientBucket } from '../../lib/clientIp'
import { enforce } from '../../lib/fieldRule'
import { hashPassword } from '../../lib/passwords'
import { optionalText, readInput, text } from '../../lib/requestInput'
import { spendBudget } from '../../lib/spendBudget'
import { ok } from '../../middleware/envelope'
import { emailAddress, phoneAddress, type Address } from './addresses'
import { registrationInfo } from './checkRegistrationCode'
import { confirmCode, sendCode } from './codeDelivery'
import { addressTaken, refuseRegistration, register, registrationCodeDelivery, usernameTaken } from './registration.service'

const PHONE = text(32)
const EMAIL = text(254)
const PASSWORD = text(PASSWORD_MAX * 4)
const CODE = text(16)
const USERNAME = text(128)
const OPTIONAL_INVITE = optionalText(64)

/**
 * Sign-up routes of specification section 7: the uniqueness checks (`check*Exist`), the code sends
 * (`sendRegister*Code`) and the registrations (`register*`), and `registrationInfo` for the form.
 */
export function registrationRoutes(deps: AppDeps): Router {
  const router = new Router()
  const now = () => new Date(deps.clock.now())

  router.get(P.registrationInfo, async (ctx) => {
    readInput(ctx, {}, { query: true, body: 'none' })
    await spendBudget(deps.limiter, deps.rateRules.registrationInfoIp, clientBucket(ctx))
    ok(ctx, await registrationInfo(deps.db, deps.config))
  })

  router.post(P.checkUsernameExist, async (ctx) => {
    const f = readInput(ctx, { username: USERNAME })
    enforce('username', checkUsername(f.username))
    await spendBudget(deps.limiter, deps.rateRules.checkUsernameIp, clientBucket(ctx))
    ok(ctx, { exist: await usernameTaken(deps.db, null, now(), f) } satisfies ExistData)
  })

  // Phone and e-mail checks answer "not taken" once the address budget is spent (security section 5),
  // so a script learns nothing more by going on.
  const neutralCheck = async (ctx: Context, address: Address) => {
    const ip = clientBucket(ctx)
    const minute = await deps.limiter.consume(deps.rateRules.checkIpMinute, ip)
    const day = await deps.limiter.consume(deps.rateRules.checkIpDay, ip)
    const found = await addressTaken(deps.db, null, now(), { address })
    if (!minute.allowed || !day.allowed) {
      deps.log.warn({ ip, check: address.channel }, 'existence check budget spent; answering neutrally')
      return ok(ctx, { exist: false } satisfies ExistData)
    }
    ok(ctx, { exist: found } satisfies ExistData)
  }

  router.post(P.checkPhoneExist, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE })
    enforce('phone', checkPhone(f.phone))
    await neutralCheck(ctx, phoneAddress(f.phone))
  })

  router.post(P.checkEmailExist, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL })
    enforce('email', checkEmail(f.email))
    await neutralCheck(ctx, emailAddress(f.email))
  })

  const sendRegisterCode = async (ctx: Context, address: Address, inviteCode: string | undefined) => {
    const decide = () => registrationCodeDelivery(deps.db, null, now(), { address, inviteCode: inviteCode ?? '', policy: deps.config })
    ok(ctx, { retryAfter: await sendCode(deps, clientBucket(ctx), 'register', address, decide) }, formatMessage('codeSent'))
  }

  router.post(P.sendRegisterSmsCode, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE, inviteCode: OPTIONAL_INVITE })
    enforce('phone', checkPhone(f.phone))
    await sendRegisterCode(ctx, phoneAddress(f.phone), f.inviteCode)
  })

  router.post(P.sendRegisterEmailCode, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL, inviteCode: OPTIONAL_INVITE })
    enforce('email', checkEmail(f.email))
    await sendRegisterCode(ctx, emailAddress(f.email), f.inviteCode)
  })

  /** The fields both registration forms share. */
  const ACCOUNT_FIELDS = { username: USERNAME, password: PASSWORD, inviteCode: OPTIONAL_INVITE }

  /**
   * A registration. The fields are checked in the form's order (username, address, code,
   * password); the client address's registration budget is spent first (R5), then the checks that
   * need no code, then the code (a wrong one counts an entry); then the password is hashed and the
   * account created in one transaction.
   */
  const registerAccount = async (
    ctx: Context,
    f: { username: string; password: string; inviteCode?: string | undefined },
    at: { field: string; verdict: MessageKey | null; address: Address },
    code: { field: string; value: string },
  ) => {
    enforce('username', checkUsername(f.username))
    enforce(at.field, at.verdict)
    enforce(code.field, codeRule(code.value))
    enforce('password', checkNewPassword(f.password))
    const ip = clientBucket(ctx)
    await spendBudget(deps.limiter, deps.rateRules.registerIp, ip)
    const account = { username: f.username, address: at.address, inviteCode: f.inviteCode ?? '', policy: deps.config }
    await refuseRegistration(deps.db, null, now(), { ...account, password: f.password })
    const codeId = await confirmCode(deps, ip, 'register', at.address, code.value)
    const passwordHash = await hashPassword(f.password)
    await deps.db.transaction((trx) => register(trx, null, now(), { ...account, passwordHash, codeId }))
    ok(ctx, null, formatMessage('registerSuccess'))
  }

  router.post(P.registerByPhone, async (ctx) => {
    const f = readInput(ctx, { phone: PHONE, smscode: CODE, ...ACCOUNT_FIELDS })
    await registerAccount(ctx, f, { field: 'phone', verdict: checkPhone(f.phone), address: phoneAddress(f.phone) }, { field: 'smscode', value: f.smscode })
  })

  router.post(P.registerByEmail, async (ctx) => {
    const f = readInput(ctx, { email: EMAIL, emailcode: CODE, ...ACCOUNT_FIELDS })
    await registerAccount(ctx, f, { field: 'email', verdict: checkEmail(f.email), address: emailAddress(f.email) }, { field: 'emailcode', value: f.emailcode })
  })

  return router
}
