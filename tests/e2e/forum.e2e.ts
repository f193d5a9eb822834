import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { formatMessage } from '@harness/protocol'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot, screenshotOf } from './browser'
import { startProductServer, type ProductServer } from './productServer'

/**
 * The forum in Debian's Chromium against the built product: a registered user opens the forum
 * from the dashboard, posts an issue written with the rich-text toolbar, replies through the
 * editor (keyboard shortcut and toolbar) and through the Reply dialog, sees everything rendered,
 * posts a script payload that must show as text and run nothing, and is refused an empty reply
 * without any request being sent. Pages still load when the server answers 503 to the first tries,
 * and a reply refused with 503 is sent again under the same idempotency key and appears once.
 */
const INVITE = 'E2E-FORUM'
const email = `forum${Date.now()}@example.com`
const username = `forum_${Date.now() % 100000}`
const password = 'Forum-e2e-pass'
const PAYLOAD = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">'

let product: ProductServer
let browser: Browser
let page: Page
let issueUrl = ''
/** Dialogs (alert/confirm/prompt) the page opened: a script payload that ran would add one. */
const dialogs: string[] = []
/** Every reply POST the page sent. */
const replyPosts: string[] = []

const id = (testId: string) => page.getByTestId(testId)
/** The server's answer while it is busy (docs/overload.md). */
const serviceUnavailable = JSON.stringify({ code: 503, message: formatMessage('serviceUnavailable'), data: { retryAfter: 1 } })
const replyCount = () => id(TestIds.replyItem).count()

beforeAll(async () => {
  product = await startProductServer({ INVITE_CODE: INVITE })
  // The install's first account (its administrator) exists, so the registration below is an ordinary one.
  await product.registerByEmail({ email: `founder${Date.now()}@example.com`, username: `founder_forum`, password: 'Founder-e2e-pass' })
  browser = await launchBrowser()
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/issue/submitIssueReply')) replyPosts.push(request.postData() ?? '')
  })
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

/** Types into the rich-text editor `testId` after putting the caret at its end. */
async function typeInEditor(testId: string, text: string): Promise<void> {
  await id(testId).click()
  await page.keyboard.type(text)
}

describe('the forum in the browser', () => {
  it('registers and signs in through the interface', async () => {
    await page.goto('/signup')
    await id(TestIds.signupUsername).fill(username)
    await id(TestIds.signupAccount).fill(email)
    await id(TestIds.signupInvite).fill(INVITE)
    await id(TestIds.signupSendCode).click()
    await expect.poll(() => product.latestCode(email).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/)
    await id(TestIds.signupCode).fill(await product.latestCode(email))
    await id(TestIds.signupPassword).fill(password)
    await id(TestIds.signupRepeat).fill(password)
    await id(TestIds.signupSubmit).click()
    await page.waitForURL(/\/signin/)
    await id(TestIds.signinAccount).fill(email)
    await id(TestIds.signinPassword).fill(password)
    await id(TestIds.signinSubmit).click()
    await page.waitForURL(/\/dashboard\/project/)
  })

  it('reaches the forum from the help page and from the side navigation', async () => {
    await page.goto('/dashboard/help')
    await id(TestIds.helpForumLink).click()
    await page.waitForURL(/\/dashboard\/issues$/)
    await page.goto('/dashboard/project')
    await id(TestIds.forumNavLink).click()
    await page.waitForURL(/\/dashboard\/issues$/)
    await expect.poll(() => id(TestIds.issueListEmpty).isVisible()).toBe(true)
    await screenshot(page, 'forum-01-empty-list')
  })

  it('refuses an issue without a title or description, then posts one with a heading, a list and code', async () => {
    await id(TestIds.issueNew).click()
    await page.waitForURL(/\/dashboard\/issues\/new$/)
    await id(TestIds.issueSubmit).click()
    await expect.poll(() => page.getByText(formatMessage('titleEmpty')).first().isVisible()).toBe(true)

    await id(TestIds.issueTitleInput).fill('连接器 X1 的接点计算结果不对')
    // An empty description has its own message, not the reply's.
    await page.waitForTimeout(2100) // the click guard of spec 9
    await id(TestIds.issueSubmit).click()
    await expect.poll(() => page.getByText(formatMessage('issueContentEmpty')).first().isVisible()).toBe(true)
    expect(await page.getByText(formatMessage('replyEmpty')).count()).toBe(0)
    await screenshot(page, 'forum-02a-empty-description')
    const editor = TestIds.issueContentEditor
    await id(editor).click()
    await id(`${editor}-h2`).click()
    expect(await id(`${editor}-h2`).getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.type('Steps to reproduce')
    await page.keyboard.press('Enter')
    expect(await id(`${editor}-h2`).getAttribute('aria-pressed')).toBe('false')
    await id(`${editor}-bullet_list`).click()
    await page.keyboard.type('open ex01.yml')
    // Enter splits the list item.
    await page.keyboard.press('Enter')
    await page.keyboard.type('run the splice calculation')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Command ')
    await id(`${editor}-code`).click()
    await page.keyboard.type('harness bom')
    await id(`${editor}-code`).click()
    await page.keyboard.press('Enter')
    await id(`${editor}-code_block`).click()
    await page.keyboard.type('npx harness bom ex01.yml')
    // Undo and redo through the keyboard leave the text as typed.
    await page.keyboard.press('Control+z')
    await page.keyboard.press('Control+Shift+z')
    await screenshot(page, 'forum-02-new-issue')
    await id(TestIds.issueSubmit).click()
    await page.waitForURL(/\/issuedetail\?issueId=\d+/)
    issueUrl = new URL(page.url()).pathname + new URL(page.url()).search

    const content = id(TestIds.issueDetailContent)
    await expect.poll(() => id(TestIds.issueDetailTitle).textContent()).toContain('连接器 X1 的接点计算结果不对')
    expect(await content.locator('h2').textContent()).toBe('Steps to reproduce')
    expect(await content.locator('ul > li').allTextContents()).toEqual(['open ex01.yml', 'run the splice calculation'])
    expect(await content.locator('p code').textContent()).toBe('harness bom')
    expect(await content.locator('pre code').textContent()).toBe('npx harness bom ex01.yml')
    expect(await id(TestIds.issueDetailMeta).textContent()).toContain(username)
    await screenshot(page, 'forum-03-issue')
  })

  it('refuses an empty reply with 不能回复空内容 and sends nothing', async () => {
    const before = replyPosts.length
    await id(TestIds.replySubmit).click()
    await expect.poll(() => page.getByText(formatMessage('replyEmpty')).first().isVisible()).toBe(true)
    await typeInEditor(TestIds.replyEditor, '   ')
    await page.waitForTimeout(2100) // the click guard of spec 9
    await id(TestIds.replySubmit).click()
    await id(TestIds.replyOpenDialog).click()
    await id(TestIds.replyDialogText).fill(' \n\t ')
    await id(TestIds.replyDialogSubmit).click()
    await expect.poll(() => id(TestIds.replyDialog).getByText(formatMessage('replyEmpty')).isVisible()).toBe(true)
    await screenshot(page, 'forum-04-empty-reply')
    await id(TestIds.dialogCancel).click()
    await expect.poll(() => id(TestIds.replyDialog).count()).toBe(0)
    expect(replyPosts.length).toBe(before)
    expect(await replyCount()).toBe(0)
  })

  it('replies through the editor with bold (Ctrl+B) and a quote; the editor clears', async () => {
    await page.goto(issueUrl)
    const editor = TestIds.replyEditor
    await id(editor).click()
    await page.keyboard.press('Control+b')
    await expect.poll(() => id(`${editor}-strong`).getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.type('Confirmed on my side')
    await page.keyboard.press('Control+b')
    await page.keyboard.type(' as well.')
    await page.keyboard.press('Enter')
    await id(`${editor}-blockquote`).click()
    await page.keyboard.type('the splice lies 20 mm off')
    await screenshot(page, 'forum-05-reply-editor')
    await id(TestIds.replySubmit).click()
    await expect.poll(replyCount).toBe(1)
    const reply = id(TestIds.replyContent).first()
    expect(await reply.locator('strong').textContent()).toBe('Confirmed on my side')
    expect(await reply.locator('blockquote').textContent()).toBe('the splice lies 20 mm off')
    expect((await id(editor).textContent())?.trim()).toBe('')
    expect(replyPosts.at(-1)).toContain('"issueId"')
  })

  it('replies through the Reply dialog; the dialog closes and the issue reloads', async () => {
    await id(TestIds.replyOpenDialog).click()
    await expect.poll(() => id(TestIds.replyDialog).isVisible()).toBe(true)
    await id(TestIds.replyDialogText).fill('First paragraph from the dialog\n\nSecond paragraph')
    await screenshot(page, 'forum-06-reply-dialog')
    await id(TestIds.replyDialogSubmit).click()
    await expect.poll(() => id(TestIds.replyDialog).count()).toBe(0)
    await expect.poll(replyCount).toBe(2)
    expect(await id(TestIds.replyContent).nth(1).locator('p').allTextContents()).toEqual(['First paragraph from the dialog', 'Second paragraph'])
  })

  it('shows a script payload as text and runs nothing', async () => {
    await typeInEditor(TestIds.replyEditor, PAYLOAD)
    await id(TestIds.replySubmit).click()
    await expect.poll(replyCount).toBe(3)
    await page.waitForTimeout(2100)
    await id(TestIds.replyOpenDialog).click()
    await id(TestIds.replyDialogText).fill(PAYLOAD)
    await id(TestIds.replyDialogSubmit).click()
    await expect.poll(replyCount).toBe(4)
    // Reload: the stored content is rendered afresh from the server.
    await page.reload()
    await expect.poll(replyCount).toBe(4)
    for (const index of [2, 3]) {
      const reply = id(TestIds.replyContent).nth(index)
      expect(await reply.textContent()).toBe(PAYLOAD)
      expect(await reply.locator('script, img, [onerror]').count()).toBe(0)
    }
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    // Everything of the toolbar rendered: heading, list item, code, bold and quote.
    for (const tag of ['strong', 'blockquote']) expect(await id(TestIds.replyList).locator(tag).count()).toBeGreaterThan(0)
    for (const tag of ['h2', 'li', 'code']) expect(await id(TestIds.issueDetailContent).locator(tag).count()).toBeGreaterThan(0)
    await screenshot(page, 'forum-07-replies')
  })

  it('lists the issue, filters by state and mine, and finds it by text', async () => {
    await page.goto('/dashboard/issues')
    await expect.poll(() => id(TestIds.issueListItem).count()).toBe(1)
    expect(await id(TestIds.issueListItem).first().textContent()).toContain('连接器 X1')
    await id(TestIds.issueStatusFilter).locator('[data-status="closed"]').click()
    await page.waitForURL(/status=closed/)
    await expect.poll(() => id(TestIds.issueListEmpty).isVisible()).toBe(true)
    await id(TestIds.issueStatusFilter).locator('[data-status="all"]').click()
    await page.waitForURL(/status=all/)
    // A controlled checkbox: it turns on once the navigation to the filtered URL is committed.
    await id(TestIds.issueMine).click()
    await page.waitForURL(/status=all&mine=1/)
    await expect.poll(() => id(TestIds.issueMine).isChecked()).toBe(true)
    await expect.poll(() => id(TestIds.issueListItem).count()).toBe(1)
    await id(TestIds.issueSearch).fill('不存在的关键词')
    await id(TestIds.issueSearchSubmit).click()
    await expect.poll(() => id(TestIds.issueListEmpty).isVisible()).toBe(true)
    await id(TestIds.issueSearch).fill('X1')
    await id(TestIds.issueSearchSubmit).click()
    await expect.poll(() => id(TestIds.issueListItem).count()).toBe(1)
    await screenshot(page, 'forum-08-list')
    await id(TestIds.issueListItem).first().getByRole('link').click()
    await page.waitForURL(/\/issuedetail\?issueId=\d+/)
  })

  it('lets the author close and reopen the issue, and a moderator pin it and hide a reply', async () => {
    await page.goto(issueUrl)
    await expect.poll(() => id(TestIds.issueCloseToggle).isVisible()).toBe(true)
    // The author has no moderator buttons.
    expect(await id(TestIds.issuePinToggle).count()).toBe(0)
    expect(await id(TestIds.replyHideToggle).count()).toBe(0)
    await id(TestIds.issueCloseToggle).click()
    await expect.poll(() => id(TestIds.issueClosedBadge).isVisible()).toBe(true)
    await expect.poll(() => id(TestIds.replyEditor).count()).toBe(0)
    expect(await id(TestIds.replyOpenDialog).isDisabled()).toBe(true)
    await page.waitForTimeout(2100) // the click guard of spec 9
    await id(TestIds.issueCloseToggle).click()
    await expect.poll(() => id(TestIds.issueClosedBadge).count()).toBe(0)
    await expect.poll(() => id(TestIds.replyEditor).isVisible()).toBe(true)
    expect(await id(TestIds.replyOpenDialog).isDisabled()).toBe(false)

    // The account was registered by e-mail; the session survives the restart.
    await product.cli('grant-role', email, 'admin')
    await page.reload()
    await expect.poll(() => id(TestIds.issuePinToggle).isVisible(), { timeout: 10_000 }).toBe(true)
    await id(TestIds.issuePinToggle).click()
    await expect.poll(() => id(TestIds.issuePinnedBadge).isVisible()).toBe(true)
    const first = id(TestIds.replyItem).first()
    await first.getByTestId(TestIds.replyHideToggle).click()
    await expect.poll(() => first.getAttribute('data-hidden')).toBe('true')
    expect(await first.getByTestId(TestIds.replyHiddenBadge).isVisible()).toBe(true)
    expect(await id(TestIds.replyHiddenBadge).count()).toBe(1)
    expect(await id(TestIds.issueHiddenBadge).count()).toBe(0)
    expect(await id(TestIds.issueClosedBadge).count()).toBe(0)
    await screenshot(page, 'forum-09-moderator')
  })

  it('shows the issue page in the dashboard frame, the logo over the side navigation, and an icon toolbar with tooltips', async () => {
    await page.goto(issueUrl)
    await expect.poll(() => id(TestIds.issueDetailTitle).isVisible()).toBe(true)
    await screenshot(page, 'forum-10-issue-in-dashboard')
    // The side navigation of the list page stays, with the forum entry marked.
    expect(await id(TestIds.forumNavLink).getAttribute('aria-current')).toBe('page')
    const logo = await page.locator('.site-header .brand-mark').boundingBox()
    const sideIcon = await id(TestIds.forumNavLink).locator('svg').boundingBox()
    expect(logo && sideIcon ? Math.abs(logo.x - sideIcon.x) : Number.NaN).toBeLessThanOrEqual(1)
    // Every toolbar button is one drawn icon with a name and a tooltip, no text glyphs.
    const tools = id(TestIds.replyEditor).locator('xpath=ancestor::div[contains(@class, "rich-editor")]').locator('.rich-tool')
    expect(await tools.count()).toBe(16)
    for (const tool of await tools.all()) {
      expect(await tool.locator('svg').count()).toBe(1)
      expect((await tool.textContent())?.trim()).toBe('')
      expect(await tool.getAttribute('aria-label')).toBeTruthy()
      expect(await tool.getAttribute('data-tooltip')).toContain(await tool.getAttribute('aria-label'))
    }
    const bold = id(`${TestIds.replyEditor}-strong`)
    await bold.hover()
    const tooltip = await bold.evaluate((el) => getComputedStyle(el, '::after').content)
    expect(tooltip).toBe('"加粗 (Ctrl+B)"')
    await screenshotOf(page.locator('.reply-compose .rich-toolbar'), 'forum-10a-toolbar-tooltip', 36)
  })

  it('says a malformed issue number is malformed, and an unknown one once, with a way back and no useless retry', async () => {
    await page.goto('/issuedetail?issueId=abc')
    const problem = id(TestIds.issueLoadProblem)
    await expect.poll(() => problem.textContent()).toContain('“abc”格式不正确')
    expect(await problem.textContent()).not.toContain('缺少')
    expect(await id(TestIds.issueLoadRetry).count()).toBe(0)
    expect(await id(TestIds.forumNavLink).getAttribute('aria-current')).toBe('page')
    await screenshot(page, 'forum-11-malformed-id')

    await page.goto('/issuedetail?issueId=999999')
    await expect.poll(() => problem.isVisible()).toBe(true)
    await page.waitForTimeout(500)
    // Said once: in the page, not again as a notice.
    expect(await page.getByText(formatMessage('issueNotFound')).count()).toBe(1)
    expect(await id(TestIds.toast).count()).toBe(0)
    expect(await id(TestIds.issueLoadRetry).count()).toBe(0)
    await screenshot(page, 'forum-12-unknown-id')
    await id(TestIds.issueBackToList).click()
    await page.waitForURL(/\/dashboard\/issues$/)
  })

  it('offers a retry when the issue failed to load for a reason a retry can fix, and the retry loads it', async () => {
    const failing = /\/api\/issue\/queryIssueAndReply\/\d+/
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: formatMessage('serverError'), data: { requestId: 'r' } }) }))
    await page.goto(issueUrl)
    await expect.poll(() => id(TestIds.issueLoadRetry).isVisible()).toBe(true)
    expect(await page.getByText(formatMessage('serverError')).count()).toBe(1)
    await screenshot(page, 'forum-13-load-failed')
    await page.unroute(failing)
    await id(TestIds.issueLoadRetry).click()
    await expect.poll(() => id(TestIds.issueDetailTitle).textContent()).toContain('连接器 X1')
  })

  it('still loads the list and the issue when the server answers 503 with Retry-After to the first tries', async () => {
    const refused: string[] = []
    await page.route(/\/api\/issue\/(listIssues|queryIssueAndReply\/\d+)/, async (route) => {
      const kind = route.request().url().includes('listIssues') ? 'list' : 'issue'
      if (refused.filter((k) => k === kind).length < 2) {
        refused.push(kind)
        await route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, contentType: 'application/json', body: serviceUnavailable })
      } else {
        await route.continue()
      }
    })
    try {
      await page.goto('/dashboard/issues')
      await expect.poll(() => id(TestIds.issueListItem).count(), { timeout: 15_000 }).toBe(1)
      await page.goto(issueUrl)
      await expect.poll(() => id(TestIds.issueDetailTitle).textContent(), { timeout: 15_000 }).toContain('连接器 X1')
      expect(refused).toEqual(['list', 'list', 'issue', 'issue'])
      // The retries were silent: no error notice, no error panel.
      expect(await id(TestIds.toast).count()).toBe(0)
      await screenshot(page, 'forum-14-loaded-after-503')
    } finally {
      await page.unroute(/\/api\/issue\/(listIssues|queryIssueAndReply\/\d+)/)
    }
  })

  it('retries a reply refused with 503 under its idempotency key, and the reply appears once', async () => {
    const keys: string[] = []
    await page.route('**/api/issue/submitIssueReply', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '')
      if (keys.length === 1) await route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, contentType: 'application/json', body: serviceUnavailable })
      else await route.continue()
    })
    try {
      const before = await replyCount()
      await page.waitForTimeout(2100) // the click guard of spec 9
      await typeInEditor(TestIds.replyEditor, 'Sent once, though the server was busy')
      await id(TestIds.replySubmit).click()
      await expect.poll(replyCount, { timeout: 15_000 }).toBe(before + 1)
      expect(keys).toHaveLength(2)
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
      expect(keys[1]).toBe(keys[0])
      await page.reload()
      await expect.poll(replyCount).toBe(before + 1)
    } finally {
      await page.unroute('**/api/issue/submitIssueReply')
    }
  })
})
