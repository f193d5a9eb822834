import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { formatMessage } from '@harness/protocol'
import { TestIds } from '../../shell/src/testIds'
import { uiZhCN } from '../../shell/src/i18n/uiZhCN'
import { launchBrowser, screenshot } from './browser'
import { startProductServer, type ProductServer } from './productServer'

/**
 * A fresh install as a new team meets it, in Debian's Chromium against the built product with its
 * default configuration (invite mode, no INVITE_CODE): the first person signs up without a code
 * and lands as administrator, issues a registration code on /dashboard/admin, and a second person
 * signs up with it and is an ordinary user; used up and revoked codes say so.
 */
const stamp = Date.now()
const founder = { email: `founder${stamp}@example.com`, username: `founder_${stamp % 100000}`, password: 'Founder-first-run' }
const second = { email: `second${stamp}@example.com`, username: `second_${stamp % 100000}`, password: 'Second-first-run' }

let product: ProductServer
let browser: Browser
let adminContext: BrowserContext
let admin: Page
let issued = ''

const id = (p: Page, testId: string) => p.getByTestId(testId)

beforeAll(async () => {
  product = await startProductServer()
  browser = await launchBrowser()
  adminContext = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url })
  admin = await adminContext.newPage()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

/** Fills and sends the sign-up form; `inviteCode` only when the form shows its field. */
async function signUp(p: Page, who: typeof founder, inviteCode?: string): Promise<void> {
  await id(p, TestIds.signupUsername).fill(who.username)
  await id(p, TestIds.signupAccount).fill(who.email)
  if (inviteCode !== undefined) await id(p, TestIds.signupInvite).fill(inviteCode)
  await id(p, TestIds.signupSendCode).click()
  await expect.poll(() => product.latestCode(who.email).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/)
  await id(p, TestIds.signupCode).fill(await product.latestCode(who.email))
  await id(p, TestIds.signupPassword).fill(who.password)
  await id(p, TestIds.signupRepeat).fill(who.password)
}

async function signIn(p: Page, who: typeof founder): Promise<void> {
  await p.goto('/signin')
  await id(p, TestIds.signinAccount).fill(who.email)
  await id(p, TestIds.signinPassword).fill(who.password)
  await id(p, TestIds.signinSubmit).click()
  await p.waitForURL(/\/dashboard\/project/)
}

describe('the first run of a fresh install', () => {
  it('says in the start log that the first account becomes the administrator', () => {
    expect(product.output.join('')).toContain('no accounts yet: the first account registered at')
  })

  it('lets the first person sign up without a code, saying they become the administrator', async () => {
    await admin.goto('/signup')
    await expect.poll(() => id(admin, TestIds.signupFirstBanner).isVisible()).toBe(true)
    expect(await id(admin, TestIds.signupFirstBanner).textContent()).toContain(uiZhCN.signupFirstTitle)
    expect(await id(admin, TestIds.signupInvite).count()).toBe(0)
    await signUp(admin, founder)
    await screenshot(admin, '11-first-run-signup')
    await id(admin, TestIds.signupSubmit).click()
    await admin.waitForURL(/\/signin/)
    await expect.poll(() => admin.getByText(formatMessage('registerSuccess')).first().isVisible()).toBe(true)
  })

  it('lands the first person in the workspace as administrator, with the Administration entry', async () => {
    await signIn(admin, founder)
    await expect.poll(() => id(admin, TestIds.adminNavLink).isVisible()).toBe(true)
    await id(admin, TestIds.adminNavLink).click()
    await admin.waitForURL(/\/dashboard\/admin$/)
    await expect.poll(() => admin.getByText(uiZhCN.adminEmpty).isVisible()).toBe(true)
  })

  it('issues a registration code, shows it once and copies it', async () => {
    await id(admin, TestIds.adminNote).fill('给第二位同事')
    await id(admin, TestIds.adminValidity).getByText(uiZhCN.adminValidity30).click()
    await id(admin, TestIds.adminMaxUses).fill('1')
    await id(admin, TestIds.adminCreate).click()
    await expect.poll(() => id(admin, TestIds.adminNewCode).isVisible()).toBe(true)
    issued = (await id(admin, TestIds.adminNewCodeText).textContent()) ?? ''
    expect(issued).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)
    await id(admin, TestIds.adminCopy).click()
    await expect.poll(() => admin.evaluate(() => navigator.clipboard.readText())).toBe(issued)
    const row = id(admin, TestIds.adminCodeRow).first()
    expect(await row.textContent()).toContain('给第二位同事')
    expect(await row.getByTestId(TestIds.adminCodeStatus).textContent()).toBe(uiZhCN.adminStatusActive)
    await screenshot(admin, '12-admin-registration-codes')
    await id(admin, TestIds.adminDismiss).click()
    expect(await id(admin, TestIds.adminNewCode).count()).toBe(0)
    expect(await admin.content()).not.toContain(issued)
  })

  it('lets a second person sign up with the code as an ordinary user', async () => {
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto('/signup')
    await expect.poll(() => id(page, TestIds.signupInvite).isVisible()).toBe(true)
    expect(await id(page, TestIds.signupFirstBanner).count()).toBe(0)
    expect(await page.getByText(uiZhCN.inviteHint).isVisible()).toBe(true)
    await signUp(page, second, issued.toLowerCase())
    await screenshot(page, '13-second-signup-with-code')
    await id(page, TestIds.signupSubmit).click()
    await page.waitForURL(/\/signin/)
    await signIn(page, second)
    expect(await id(page, TestIds.adminNavLink).count()).toBe(0)
    await page.goto('/dashboard/admin')
    await page.waitForURL(/\/401/)
    await context.close()
  })

  it('shows the code used up, and revokes another after asking', async () => {
    await admin.goto('/dashboard/admin')
    const used = id(admin, TestIds.adminCodeRow).first()
    await expect.poll(() => used.getByTestId(TestIds.adminCodeStatus).textContent()).toBe(uiZhCN.adminStatusUsedUp)
    expect(await used.textContent()).toContain('1 / 1')
    await id(admin, TestIds.adminNote).fill('临时')
    await id(admin, TestIds.adminCreate).click()
    await expect.poll(() => id(admin, TestIds.adminNewCode).isVisible()).toBe(true)
    await id(admin, TestIds.adminDismiss).click()
    const fresh = id(admin, TestIds.adminCodeRow).first()
    await fresh.getByTestId(TestIds.adminRevoke).click()
    await expect.poll(() => id(admin, TestIds.confirmDialog).isVisible()).toBe(true)
    await id(admin, TestIds.confirmSubmit).click()
    await expect.poll(() => fresh.getByTestId(TestIds.adminCodeStatus).textContent()).toBe(uiZhCN.adminStatusRevoked)
    expect(await fresh.getByTestId(TestIds.adminRevoke).count()).toBe(0)
    await screenshot(admin, '14-admin-codes-used-and-revoked')
  })

  it('fills in the code a team invitation link carried to sign-in', async () => {
    const context = await browser.newContext({ baseURL: product.url, locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto(`/signin?redirect=${encodeURIComponent('/team/invitation?dataCode=TEAM-LINK-CODE')}`)
    await id(page, TestIds.signinTabSignup).click()
    await expect.poll(() => id(page, TestIds.signupInvite).inputValue()).toBe('TEAM-LINK-CODE')
    expect(await page.getByText(uiZhCN.inviteFromLink).isVisible()).toBe(true)
    await context.close()
  })
})
