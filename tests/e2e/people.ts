import type { Browser, Page } from 'playwright-core'
import { AccountPaths } from '@harness/protocol'
import { TestIds } from '../../shell/src/testIds'
import type { ProductServer } from './productServer'

/** A registered person of an end-to-end test, with a browser page of their own. */
export interface Person {
  readonly username: string
  readonly email: string
  readonly password: string
  readonly page: Page
}

/**
 * Registers an account through the account API (the development outbox gives the code) and opens
 * a fresh browser context for it, signed out. The sign-up screens have their own tests; these
 * tests begin where a person has an account.
 */
export async function registerPerson(product: ProductServer, browser: Browser, name: string): Promise<Person> {
  const stamp = Date.now() % 1_000_000
  const username = `${name}_${stamp}`
  const email = `${name}${stamp}@example.com`
  const password = `${name}-e2e-pass`
  const post = async (path: string, body: Record<string, string>) => {
    const response = await fetch(product.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await response.json()) as { code: number; message: string }
    if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`)
  }
  await post(AccountPaths.sendRegisterEmailCode, { email })
  await post(AccountPaths.registerByEmail, { email, emailcode: await product.latestCode(email), username, password })
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  return { username, email, password, page: await context.newPage() }
}

/** Signs `person` in through the sign-in form of the page they are on (or /signin). */
export async function signIn(person: Person, from = '/signin'): Promise<void> {
  const { page } = person
  if (!page.url().includes('/signin')) await page.goto(from)
  await page.getByTestId(TestIds.signinAccount).fill(person.email)
  await page.getByTestId(TestIds.signinPassword).fill(person.password)
  await page.getByTestId(TestIds.signinSubmit).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'))
}

/**
 * Calls the API from inside `person`'s page with their session (cookie and anti-CSRF token), as a
 * hand-made request would: for checking what the server refuses regardless of the screen.
 */
export async function callAs(person: Person, path: string, body: Record<string, unknown>): Promise<{ code: number; message: string }> {
  return person.page.evaluate(async ({ path, body }) => {
    const visit = (await (await fetch('/api/user/visit')).json()) as { data: { token: string } }
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': visit.data.token },
      body: JSON.stringify(body),
    })
    return (await response.json()) as { code: number; message: string }
  }, { path, body })
}
