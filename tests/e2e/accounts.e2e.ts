import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { formatMessage } from '@harness/protocol'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot } from './browser'
import { startProductServer, type ProductServer } from './productServer'

/**
 * The account flows a person goes through, in Debian's Chromium against the built product:
 * register by e-mail, sign out and in, the other-device takeover, password reset, profile with a
 * cropped avatar, binding a phone, and the route guards. Each step checks what the user sees.
 */
const INVITE = 'E2E-INVITE'
const email = `designer${Date.now()}@example.com`
const username = `designer_${Date.now() % 100000}`
let password = 'Harness-e2e-pass'

let product: ProductServer
let browser: Browser
let first: BrowserContext
let page: Page

beforeAll(async () => {
  product = await startProductServer({ INVITE_CODE: INVITE })
  // The install's first account (its administrator) exists, so the registration below is an ordinary one.
  await product.registerByEmail({ email: `founder${Date.now()}@example.com`, username: `founder_accounts`, password: 'Founder-e2e-pass' })
  browser = await launchBrowser()
  first = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 860 }, locale: 'zh-CN' })
  page = await first.newPage()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

const id = (p: Page, testId: string) => p.getByTestId(testId)

async function signIn(p: Page, account: string, secret: string): Promise<void> {
  await p.goto('/signin')
  await id(p, TestIds.signinAccount).fill(account)
  await id(p, TestIds.signinPassword).fill(secret)
  await id(p, TestIds.signinSubmit).click()
}

/**
 * In the open bind dialog `dialogId`: pressing `trigger` with the value empty, then with
 * `malformed`, shows the management screen's messages of spec 5 (not the sign-up form's).
 */
async function expectManagementMessages(dialogId: string, inputId: string, trigger: string, malformed: string): Promise<void> {
  const dialog = id(page, dialogId)
  await expect.poll(() => dialog.isVisible()).toBe(true)
  await id(page, trigger).click()
  await expect.poll(() => dialog.getByText(formatMessage('accountEmpty')).isVisible()).toBe(true)
  await id(page, inputId).fill(malformed)
  await page.waitForTimeout(2100) // the click guard of spec 9
  await id(page, trigger).click()
  await expect.poll(() => dialog.getByText(formatMessage('accountInvalid')).isVisible()).toBe(true)
}

describe('accounts in the browser', () => {
  it('shows the landing page with sign-in and sign-up for a visitor', async () => {
    await page.goto('/')
    await expect.poll(() => id(page, TestIds.headerLogin).isVisible()).toBe(true)
    expect(await id(page, TestIds.headerRegister).isVisible()).toBe(true)
    expect(await id(page, TestIds.headerLogout).count()).toBe(0)
    await screenshot(page, '01-home')
  })

  it('switches the interface to English and back, and remembers the choice', async () => {
    await page.goto('/')
    await id(page, TestIds.langSwitch).click()
    await expect.poll(() => id(page, TestIds.headerLogin).textContent()).toContain('Log in')
    await page.reload()
    await expect.poll(() => id(page, TestIds.headerLogin).textContent()).toContain('Log in')
    await screenshot(page, '01b-home-english')
    await id(page, TestIds.langSwitch).click()
    await expect.poll(() => id(page, TestIds.headerLogin).textContent()).toContain('登录')
  })

  it('sends a signed-out visitor of a guarded route to sign-in', async () => {
    await page.goto('/dashboard/project')
    await page.waitForURL(/\/signin/)
  })

  it('registers by e-mail with the code from the outbox', async () => {
    await page.goto('/signup')
    await id(page, TestIds.signupUsername).fill(username)
    await id(page, TestIds.signupAccount).fill(email)
    await id(page, TestIds.signupInvite).fill(INVITE)
    await id(page, TestIds.signupSendCode).click()
    await expect.poll(() => product.latestCode(email).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/)
    await expect.poll(() => id(page, TestIds.signupSendCode).isDisabled()).toBe(true)
    await id(page, TestIds.signupCode).fill(await product.latestCode(email))
    await id(page, TestIds.signupPassword).fill(password)
    await id(page, TestIds.signupRepeat).fill(password)
    await screenshot(page, '02-signup-filled')
    await id(page, TestIds.signupSubmit).click()
    await page.waitForURL(/\/signin/)
    await expect.poll(() => page.getByText(formatMessage('registerSuccess')).first().isVisible()).toBe(true)
    // The account just registered is filled in: only the password is left to type.
    await expect.poll(() => id(page, TestIds.signinAccount).inputValue()).toBe(email)
  })

  it('signs in, lands on the dashboard, and signs out', async () => {
    await signIn(page, email, password)
    await page.waitForURL(/\/dashboard\/project/)
    await screenshot(page, '03-dashboard')
    await page.goto('/')
    await id(page, TestIds.headerLogout).click()
    await expect.poll(() => id(page, TestIds.headerLogin).isVisible()).toBe(true)
  })

  it('signs in from a second device, logs the first out, and retries on its own', async () => {
    await signIn(page, email, password)
    await page.waitForURL(/\/dashboard/)
    const second = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 860 }, locale: 'zh-CN' })
    const other = await second.newPage()
    await signIn(other, email, password)
    await expect.poll(() => id(other, TestIds.otherDeviceDialog).isVisible()).toBe(true)
    await screenshot(other, '04-other-device-dialog')
    await id(other, TestIds.otherDeviceLogout).click()
    await other.waitForURL(/\/dashboard/)
    // The first device's session has ended: its next guarded navigation goes to sign-in.
    await page.goto('/dashboard/team')
    await page.waitForURL(/\/signin/)
    await second.close()
  })

  it('resets the password through the three steps of /getcode', async () => {
    await page.goto('/getcode')
    await id(page, TestIds.getcodeAccount).fill(email)
    await id(page, TestIds.getcodeNext).click()
    await expect.poll(() => id(page, TestIds.getcodeCode).isVisible()).toBe(true)
    await expect.poll(() => product.latestCode(email)).toMatch(/^\d{6}$/)
    await id(page, TestIds.getcodeCode).fill(await product.latestCode(email))
    await id(page, TestIds.getcodeConfirm).click()
    password = 'Reset-e2e-pw'
    await id(page, TestIds.getcodePassword).fill(password)
    await id(page, TestIds.getcodeRepeat).fill(password)
    await screenshot(page, '05-getcode-step3')
    await id(page, TestIds.getcodeReset).click()
    await page.waitForURL((url) => url.pathname === '/')
    await signIn(page, email, password)
    await page.waitForURL(/\/dashboard/)
  })

  it('updates the profile with a cropped avatar', async () => {
    await page.goto('/manage')
    await expect.poll(() => id(page, TestIds.profileRealname).isVisible()).toBe(true)
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 110, b: 220 } } }).png().toBuffer()
    await id(page, TestIds.profileAvatarInput).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect.poll(() => id(page, TestIds.cropperDialog).isVisible()).toBe(true)
    await screenshot(page, '06-cropper')
    await id(page, TestIds.cropperOk).click()
    await id(page, TestIds.profileRealname).fill('张工')
    await id(page, TestIds.profileCompany).fill('线束科技有限公司')
    await id(page, TestIds.profileDescription).fill('负责整车线束设计')
    await id(page, TestIds.profileUpdate).click()
    await expect.poll(() => page.getByText(formatMessage('updateSuccess')).first().isVisible()).toBe(true)
    const info = await page.evaluate(async () => (await fetch('/api/user/getUserInfo')).json())
    expect(info.data).toMatchObject({ realName: '张工', company: '线束科技有限公司', description: '负责整车线束设计' })
    expect(info.data.picture).toMatch(/^\/api\/user\/avatar\//)
    const avatar = await page.evaluate(async (src: string) => {
      const r = await fetch(src)
      const b = await createImageBitmap(await r.blob())
      return { type: r.headers.get('content-type'), w: b.width, h: b.height }
    }, info.data.picture as string)
    expect(avatar).toEqual({ type: 'image/webp', w: 100, h: 100 })
    await screenshot(page, '07-profile-updated')
  })

  it('binds a phone number; the button turns from Bind to Change', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`
    await page.goto('/manage')
    await id(page, TestIds.manageTabSecurity).click()
    const button = id(page, TestIds.securityPhoneButton)
    await expect.poll(() => button.textContent()).toContain('绑定')
    await button.click()
    await expectManagementMessages(TestIds.bindPhoneDialog, TestIds.bindPhoneInput, TestIds.bindPhoneSend, '1380013')
    expect(await id(page, TestIds.bindPhoneDialog).getByText(formatMessage('phoneInvalid'), { exact: true }).count()).toBe(0)
    await screenshot(page, '08a-bind-phone-invalid')
    await id(page, TestIds.bindPhoneInput).fill(phone)
    await id(page, TestIds.bindPhonePassword).fill(password)
    await page.waitForTimeout(2100)
    await id(page, TestIds.bindPhoneSend).click()
    await expect.poll(() => product.latestCode(phone).catch(() => '')).toMatch(/^\d{6}$/)
    await id(page, TestIds.bindPhoneCode).fill(await product.latestCode(phone))
    await screenshot(page, '08-bind-phone')
    await id(page, TestIds.bindPhoneSubmit).click()
    await expect.poll(() => id(page, TestIds.bindPhoneDialog).count()).toBe(0)
    await expect.poll(() => button.textContent()).toContain('修改')
    await expect.poll(() => id(page, TestIds.securityPhone).textContent()).toContain(phone.slice(-4))
    await screenshot(page, '09-security')
  })

  it('answers the management messages in the change-e-mail dialog too', async () => {
    await id(page, TestIds.securityEmailButton).click()
    const dialog = id(page, TestIds.bindEmailDialog)
    await expectManagementMessages(TestIds.bindEmailDialog, TestIds.bindEmailInput, TestIds.bindEmailSubmit, 'designer@example')
    await screenshot(page, '09a-change-email-invalid')
    await id(page, TestIds.dialogCancel).click()
    await expect.poll(() => dialog.count()).toBe(0)
  })

  it('sends a signed-in user without any role to /401', async () => {
    await product.cli('revoke-role', email, 'user')
    await page.goto('/dashboard/project')
    await page.waitForURL(/\/401/)
    await screenshot(page, '10-unauthorised')
  })
})
