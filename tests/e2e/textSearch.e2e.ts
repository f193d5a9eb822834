import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { ForumPaths, ProjectPaths } from '@harness/protocol'
import { encodeDocument, generateHarness } from '@harness/engine'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot, WAIT } from './browser'
import { callAs, registerPerson, signIn, type Person } from './people'
import { startProductServer, type ProductServer } from './productServer'
import { uploadHarness } from './projectFiles'

/**
 * An engineer finds things with the text search in Debian's Chromium against the built product: a
 * wire by its number (the hit opens the harness editor with that wire selected), a harness file by
 * a Chinese fragment of its name, a library part by its number typed without separators, with the
 * arrows and Enter, and narrows the hits to one kind.
 */
let product: ProductServer
let browser: Browser
let engineer: Person
let fileId = 0

const hits = (person: Person) => person.page.getByTestId(TestIds.textSearchHit)
const hitTitles = (person: Person) => hits(person).locator('.ts-hit-title').allTextContents()

async function searchFor(person: Person, q: string): Promise<void> {
  const input = person.page.getByTestId(TestIds.textSearchInput)
  await input.fill(q)
  await input.press('Enter')
  await person.page.waitForURL((url) => url.pathname === '/textSearch' && url.searchParams.get('q') === q)
  await expect.poll(() => person.page.getByTestId(TestIds.textSearchSummary).isVisible(), WAIT).toBe(true)
}

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000', REGISTRATION: 'open' })
  browser = await launchBrowser()
  engineer = await registerPerson(product, browser, 'finder')
  await signIn(engineer)
  const project = (await callAs(engineer, ProjectPaths.createProject, { name: '整车线束项目', teamId: null })) as { code: number; data?: { projectId: number } }
  expect(project.code).toBe(200)
  // The generated S harness: connectors X1..., wires W1... with FLRY-B part numbers.
  fileId = await uploadHarness(product.url, engineer.page, project.data!.projectId, '左前门主线束', encodeDocument(generateHarness('S', 1)))
  const issue = await callAs(engineer, ForumPaths.createIssue, { title: '左前门线束 W12 线径确认', content: '<p>W12 改为 0.5 mm² 是否可行？</p>' })
  expect(issue.code).toBe(200)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('the text search', () => {
  it('finds a wire by its number, and the hit opens its harness with the wire selected', async () => {
    const page = engineer.page
    await page.goto('/textSearch')
    await searchFor(engineer, 'W12')
    const first = hits(engineer).first()
    await expect.poll(() => first.getAttribute('data-kind'), WAIT).toBe('harnessRecord')
    expect((await hitTitles(engineer))[0]).toBe('W12')
    expect(await first.textContent()).toContain('整车线束项目 › 左前门主线束')
    expect(await hits(engineer).evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')))).toContain('issue')
    await screenshot(page, '62-text-search')

    await first.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === '/editor/harness' && url.searchParams.get('fileId') === String(fileId) && url.searchParams.get('select') === 'wire:W12')
    await expect.poll(() => page.getByTestId('property-panel').locator('h2').first().textContent(), WAIT).toBe('导线 W12')
    await screenshot(page, '63-text-search-wire-selected')
  })

  it('finds a file by a Chinese fragment and a part by its number without separators, with the arrows and Enter', async () => {
    const page = engineer.page
    await page.goto('/textSearch')
    await searchFor(engineer, '前门主线')
    await expect.poll(() => hitTitles(engineer), WAIT).toEqual(['左前门主线束'])
    expect(await page.getByTestId(TestIds.textSearchRelaxed).count()).toBe(0)
    // Nothing says 主线前门 as typed: the file holds 主线 and 前门, and the page says it looked for them.
    await searchFor(engineer, '主线前门')
    await expect.poll(() => page.getByTestId(TestIds.textSearchRelaxed).textContent(), WAIT).toBe('没有完全包含“主线前门”的结果，以下结果同时包含 “主线”“前门”')
    expect(await hitTitles(engineer)).toEqual(['左前门主线束'])
    await screenshot(page, '63-text-search-relaxed')
    await searchFor(engineer, 'hbtf1')
    await expect.poll(async () => (await hitTitles(engineer))[0], WAIT).toBe('HB-T-F-1-2.5')
    const input = page.getByTestId(TestIds.textSearchInput)
    await input.press('ArrowDown')
    await input.press('ArrowUp')
    expect(await hits(engineer).first().getAttribute('aria-selected')).toBe('true')
    await input.press('Enter')
    await page.waitForURL(/\/part\?partId=\d+/)
  })

  it('narrows the hits to one kind', async () => {
    const page = engineer.page
    await page.goto(`/textSearch?q=${encodeURIComponent('W1')}`)
    await expect.poll(() => hits(engineer).count(), WAIT).toBeGreaterThan(5)
    await page.getByTestId(TestIds.textSearchKinds).locator('button[data-kind="issue"]').click()
    await page.waitForURL(/kind=issue/)
    await expect.poll(() => hitTitles(engineer), WAIT).toEqual(['左前门线束 W12 线径确认'])
    await page.getByTestId(TestIds.textSearchKinds).locator('button[data-kind="harnessRecord"]').click()
    await expect.poll(async () => new Set(await hits(engineer).evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')))), WAIT).toEqual(new Set(['harnessRecord']))
    await screenshot(page, '64-text-search-kind')
  })

  it('shows the function search with a full-height field', async () => {
    const page = engineer.page
    await page.goto('/functionSearch')
    const field = page.locator('.fn-palette-input')
    await expect.poll(async () => (await field.boundingBox())?.height ?? 0, WAIT).toBeGreaterThanOrEqual(38)
    await field.fill('下线表')
    await screenshot(page, '65-function-search')
  })

  it('says a page could not load, with a reload, instead of a blank window, when its code cannot be fetched', async () => {
    const page = engineer.page
    await page.route(/\/assets\/DictionaryPage-[^/]*\.js$/, (route) => route.abort())
    await page.goto('/signin')
    await page.goto('/dictionary')
    await expect.poll(() => page.getByTestId('page-load-failed').isVisible(), WAIT).toBe(true)
    expect(await page.getByTestId('page-load-failed').textContent()).toContain('重新加载')
    // The header stays: the user can go on elsewhere.
    expect(await page.locator('header').count()).toBeGreaterThan(0)
    await screenshot(page, '66-page-load-failed')
    await page.unroute(/\/assets\/DictionaryPage-[^/]*\.js$/)
    await page.getByRole('button', { name: '重新加载' }).click()
    await expect.poll(() => page.getByTestId('page-load-failed').count(), WAIT).toBe(0)
  })
})
