import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  AccountPaths as A, FilePaths as F, ProjectPaths as P, TeamPaths as T, parseDataTable, serializeDataTable,
  type CreatedInvitation, type DataTable, type FileDetail, type ProjectTree, type SavedFile,
} from '@harness/protocol'
import { wireList } from '../../protocol/test/tableBuilder'
import { ApiClient } from '../../server/test/ApiClient'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot } from './browser'
import { startProductServer, type ProductServer } from './productServer'

/**
 * The data table editor in Debian's Chromium against the built product. Two engineers of one
 * team open the same wire list: the first edits cells by keyboard and paste (with a refused
 * value, undo and redo) and saves; the second, still on the older version, saves a stale edit,
 * gets the stale-save dialog, compares, and saves a copy; both versions and the copy are then read
 * back through the API. Also: the leave warning, a 100,000-row table (the DOM holds only the rows
 * in view), and the read-only grid a viewer gets. Screenshots go to test-output/screenshots.
 */
const INVITE = 'E2E-TABLE'
const PASSWORD = 'Table-e2e-pass'
const stamp = Date.now() % 1_000_000

let product: ProductServer
let browser: Browser
let alice: { email: string; api: ApiClient; context: BrowserContext; page: Page }
let bob: { email: string; api: ApiClient; context: BrowserContext; page: Page }
let smallId = 0
let bigId = 0
let viewOnlyId = 0
let projectId = 0

async function expectOk<T>(answer: Promise<{ body: { code: number; message: string; data: T } }>): Promise<T> {
  const { body } = await answer
  expect(body.code, body.message).toBe(200)
  return body.data
}

/** Registers an account through the API and signs it in on a fresh client. */
async function register(name: string): Promise<{ email: string; api: ApiClient }> {
  const email = `${name}${stamp}@example.com`
  const api = new ApiClient(`${product.url}`)
  await expectOk(api.post(A.sendRegisterEmailCode, { email, inviteCode: INVITE }))
  await expectOk(api.post(A.registerByEmail, { email, emailcode: await product.latestCode(email), username: `${name}_${stamp}`, password: PASSWORD, inviteCode: INVITE }))
  await expectOk(api.post(A.loginByEmail, { email, password: PASSWORD }))
  return { email, api }
}

function upload(api: ApiClient, name: string, table: DataTable, project = projectId): Promise<SavedFile> {
  const query = new URLSearchParams({ projectId: String(project), parentId: '', name, fileType: 'datatable' })
  return expectOk(api.post<SavedFile>(`${F.upload}?${query.toString()}`, new TextEncoder().encode(serializeDataTable(table)), 'raw', { 'content-type': 'application/octet-stream' }))
}

async function storedTable(api: ApiClient, fileId: number, version?: number): Promise<DataTable> {
  const query = new URLSearchParams({ fileId: String(fileId), ...(version ? { version: String(version) } : {}) })
  const response = await fetch(`${product.url}${F.download}?${query.toString()}`, { headers: { cookie: `token=${api.token}` } })
  const parsed = parseDataTable(await response.text())
  if (!parsed.ok) throw new Error(parsed.error.message)
  return parsed.table
}

/** Opens a browser context for an account and signs in through the sign-in form. */
async function signInBrowser(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1366, height: 860 }, locale: 'zh-CN' })
  const page = await context.newPage()
  await page.goto('/signin')
  await page.getByTestId(TestIds.signinAccount).fill(email)
  await page.getByTestId(TestIds.signinPassword).fill(PASSWORD)
  await page.getByTestId(TestIds.signinSubmit).click()
  await page.waitForURL(/\/dashboard/)
  return { context, page }
}

/** The grid cell at 0-based `row` and `column`. */
const cell = (page: Page, row: number, column: number) => page.locator(`[role=gridcell][data-row="${row}"][data-column="${column}"]`)

/** Opens the editor on `fileId` and waits for the grid. */
async function openEditor(page: Page, fileId: number): Promise<void> {
  await page.goto(`/editor/datatable?fileId=${fileId}`)
  await page.getByTestId(TestIds.dtGrid).waitFor()
}

/** Pastes `text` where the keyboard is, as a spreadsheet's Ctrl+V does (a paste event carrying text/plain). */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

beforeAll(async () => {
  product = await startProductServer({ INVITE_CODE: INVITE })
  browser = await launchBrowser()
  const a = await register('alice')
  const b = await register('bob')
  const teamId = (await expectOk(a.api.post<{ teamId: number }>(T.createTeam, { name: '线束一组' }, 'json'))).teamId
  const invitation = await expectOk(a.api.post<CreatedInvitation>(T.createInvitation, { teamId, kind: 'link', role: 'editor' }, 'json'))
  await expectOk(b.api.post(T.acceptInvitation, { dataCode: invitation.dataCode }, 'json'))
  projectId = (await expectOk(a.api.post<{ projectId: number }>(P.createProject, { name: '车身线束', teamId }, 'json'))).projectId
  smallId = (await upload(a.api, '门线导线表', wireList(40, 7))).fileId
  bigId = (await upload(a.api, '整车导线表', wireList(100_000, 8))).fileId
  // Bob only views the tables of a second team.
  const viewTeam = (await expectOk(a.api.post<{ teamId: number }>(T.createTeam, { name: '审核组' }, 'json'))).teamId
  const viewInvitation = await expectOk(a.api.post<CreatedInvitation>(T.createInvitation, { teamId: viewTeam, kind: 'link', role: 'viewer' }, 'json'))
  await expectOk(b.api.post(T.acceptInvitation, { dataCode: viewInvitation.dataCode }, 'json'))
  const viewProject = (await expectOk(a.api.post<{ projectId: number }>(P.createProject, { name: '审核项目', teamId: viewTeam }, 'json'))).projectId
  viewOnlyId = (await upload(a.api, '审核导线表', wireList(10, 9), viewProject)).fileId
  // One session per user: the API sessions end before the browsers sign in.
  await a.api.post(A.logout, {})
  await b.api.post(A.logout, {})
  alice = { ...a, ...(await signInBrowser(a.email)) }
  bob = { ...b, ...(await signInBrowser(b.email)) }
  // Reads in the checks below ride on Alice's browser session.
  a.api.token = (await alice.context.cookies()).find((c) => c.name === 'token')?.value ?? null
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('the data table editor in the browser', () => {
  it('opens a table with its path, version and typed columns', async () => {
    const { page } = alice
    await openEditor(page, smallId)
    expect(await page.getByTestId(TestIds.dtPath).textContent()).toContain('门线导线表')
    expect(await page.getByTestId(TestIds.dtVersion).textContent()).toBe('版本 1')
    expect(await page.getByTestId(TestIds.dtColumnHead).first().textContent()).toContain('导线号')
    expect(await cell(page, 0, 0).textContent()).toBe('W000001')
    await screenshot(page, 'datatable-01-opened')
  })

  it('edits cells by keyboard, refuses a value that does not fit, and undoes and redoes', async () => {
    const { page } = alice
    await cell(page, 0, 0).click()
    await page.keyboard.type('W-门-01')
    await page.keyboard.press('Enter')
    expect(await cell(page, 0, 0).textContent()).toBe('W-门-01')
    // The pin column holds integers.
    await cell(page, 1, 2).click()
    await page.keyboard.type('3a')
    await page.keyboard.press('Enter')
    expect(await page.getByTestId(TestIds.dtCellProblem).textContent()).toBe('请输入整数')
    await screenshot(page, 'datatable-02-refused-value')
    await page.keyboard.press('Escape')
    await page.keyboard.type('17')
    await page.keyboard.press('Tab')
    expect(await cell(page, 1, 2).textContent()).toBe('17')
    expect(await page.getByTestId(TestIds.dtDirty).getAttribute('data-dirty')).toBe('true')
    await page.keyboard.press('Control+z')
    expect(await cell(page, 1, 2).textContent()).not.toBe('17')
    await page.keyboard.press('Control+y')
    expect(await cell(page, 1, 2).textContent()).toBe('17')
  })

  it('pastes a block from a spreadsheet and refuses a paste with a bad value', async () => {
    const { page } = alice
    await cell(page, 2, 5).click()
    await paste(page, '2.5\t蓝\r\n4\t绿\r\n')
    expect([await cell(page, 2, 5).textContent(), await cell(page, 2, 6).textContent(), await cell(page, 3, 6).textContent()]).toEqual(['2.5', '蓝', '绿'])
    await paste(page, 'abc\r\n')
    await expect.poll(() => page.getByText('第 3 行“截面积”：请输入数字').isVisible()).toBe(true)
    expect(await cell(page, 2, 5).textContent()).toBe('2.5')
  })

  it('saves as version 2 with Ctrl+S', async () => {
    const { page } = alice
    await page.getByTestId(TestIds.dtGrid).focus()
    await page.keyboard.press('Control+s')
    await expect.poll(() => page.getByTestId(TestIds.dtVersion).textContent()).toBe('版本 2')
    expect(await page.getByTestId(TestIds.dtDirty).getAttribute('data-dirty')).toBe('false')
    const stored = await storedTable(alice.api, smallId)
    expect(stored.rows[0]!.cells[0]).toBe('W-门-01')
    expect(stored.rows[3]!.cells[6]).toBe('绿')
  })

  it('warns before leaving with unsaved changes', async () => {
    const { page } = alice
    await cell(page, 4, 0).click()
    await page.keyboard.type('临时')
    await page.keyboard.press('Enter')
    await page.locator('a[href="/"]').first().click()
    await page.getByTestId(TestIds.confirmDialog).waitFor()
    await screenshot(page, 'datatable-03-leave-warning')
    await page.getByTestId(TestIds.dialogCancel).click()
    expect(page.url()).toContain('/editor/datatable')
    await page.keyboard.press('Control+z')
    expect(await page.getByTestId(TestIds.dtDirty).getAttribute('data-dirty')).toBe('false')
  })

  it('gives a stale save the dialog, compares, and saves a copy; nothing is lost', async () => {
    // Bob opens version 2 and edits a colour; Alice then saves version 3.
    await openEditor(bob.page, smallId)
    await cell(bob.page, 5, 6).click()
    await bob.page.keyboard.type('紫')
    await bob.page.keyboard.press('Enter')
    await cell(alice.page, 6, 0).click()
    await alice.page.keyboard.type('W-门-07')
    await alice.page.keyboard.press('Enter')
    await alice.page.getByTestId(TestIds.dtSave).click()
    await expect.poll(() => alice.page.getByTestId(TestIds.dtVersion).textContent()).toBe('版本 3')

    const page = bob.page
    await page.getByTestId(TestIds.dtSave).click()
    await page.getByTestId(TestIds.staleDialog).waitFor()
    expect(await page.getByTestId(TestIds.staleDialog).textContent()).toContain('版本 3')
    await page.getByTestId(TestIds.staleCompare).click()
    await page.getByTestId(TestIds.cmpView).waitFor()
    expect(await page.getByTestId(TestIds.cmpCell).count()).toBe(2)
    await screenshot(page, 'datatable-04-stale-compare')
    await page.getByTestId(TestIds.staleSaveCopy).click()
    await page.waitForURL((url) => url.searchParams.get('fileId') !== String(smallId))
    await page.getByTestId(TestIds.dtGrid).waitFor()
    expect(await page.getByTestId(TestIds.dtPath).textContent()).toContain('门线导线表 (我的副本)')
    await screenshot(page, 'datatable-05-copy-opened')

    const copyId = Number(new URL(page.url()).searchParams.get('fileId'))
    const copy = await storedTable(alice.api, copyId)
    expect(copy.rows[5]!.cells[6]).toBe('紫')
    expect(copy.rows[6]!.cells[0]).toBe('W000007')
    const original = await storedTable(alice.api, smallId)
    expect(original.rows[6]!.cells[0]).toBe('W-门-07')
    expect(original.rows[5]!.cells[6]).not.toBe('紫')
    expect((await storedTable(alice.api, smallId, 2)).rows[0]!.cells[0]).toBe('W-门-01')
    const tree = await expectOk(alice.api.get<ProjectTree>(P.getProjectTree, { projectId: String(projectId) }))
    expect(tree.nodes.map((n) => n.name)).toContain('门线导线表 (我的副本)')
  })

  it('adds, retypes and deletes columns, finds cells, replaces the table from a CSV file and exports', async () => {
    const { page } = alice
    await openEditor(page, smallId)
    await page.getByTestId(TestIds.dtAddColumn).click()
    await page.getByTestId(TestIds.dtColumnName).fill('护套长度')
    await page.getByTestId(TestIds.dtColumnType).selectOption('integer')
    await page.getByTestId(TestIds.dtColumnUnit).fill('mm')
    await page.getByTestId(TestIds.dtColumnSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.dtColumnHead).last().textContent()).toContain('护套长度')
    await page.keyboard.type('120')
    await page.keyboard.press('Enter')
    expect(await cell(page, 0, 12).textContent()).toBe('120')
    // Retyping the colour column to integers would lose every value: refused, nothing changes.
    await page.getByTestId(TestIds.dtColumnMenu).nth(6).click()
    await page.getByRole('menuitem', { name: '编辑列…' }).click()
    await page.getByTestId(TestIds.dtColumnType).selectOption('integer')
    await page.getByTestId(TestIds.dtColumnSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.dtColumnDialog).textContent()).toContain('无法转换为该类型，未作修改')
    await screenshot(page, 'datatable-08-retype-refused')
    await page.getByTestId(TestIds.dialogCancel).click()
    await page.getByTestId(TestIds.dtColumnMenu).last().click()
    await page.getByRole('menuitem', { name: '删除此列' }).click()
    await expect.poll(() => page.getByTestId(TestIds.dtColumnHead).count()).toBe(12)

    await page.getByTestId(TestIds.dtFind).click()
    await page.getByTestId(TestIds.dtFindInput).fill('W-门-07')
    await page.getByTestId(TestIds.dtFindInput).press('Enter')
    await expect.poll(() => page.getByTestId(TestIds.dtFindStatus).textContent()).toBe('第 1 处，共 1 处')
    expect(await cell(page, 6, 0).getAttribute('class')).toContain('dt-cell-focus')
    await page.getByTestId(TestIds.dtFindInput).press('Escape')

    await page.getByTestId(TestIds.dtImport).click()
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('menuitem', { name: '用文件替换表格内容…' }).click()
    await (await chooser).setFiles({ name: '针脚表.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFF针脚,信号,线径 [mm²]\r\n1,CAN_H,0.5\r\n2,CAN_L,0.5\r\n', 'utf8') })
    await expect.poll(() => page.getByTestId(TestIds.dtColumnHead).count()).toBe(3)
    expect(await cell(page, 1, 1).textContent()).toBe('CAN_L')
    await screenshot(page, 'datatable-09-replaced-from-csv')
    await page.getByTestId(TestIds.dtUndo).click()
    await expect.poll(() => page.getByTestId(TestIds.dtColumnHead).count()).toBe(12)
    expect(await cell(page, 0, 0).textContent()).toBe('W-门-01')

    await page.getByTestId(TestIds.dtExport).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Excel 工作簿 (.xlsx)' }).click()
    expect((await download).suggestedFilename()).toBe('门线导线表.xlsx')
  })

  it('keeps only the rows in view in the DOM for 100,000 rows, and jumps to the last one', async () => {
    const { page } = alice
    await openEditor(page, bigId)
    expect(await page.getByTestId(TestIds.dtGrid).getAttribute('aria-rowcount')).toBe('100001')
    const rowsInDom = await page.locator('[role=row]').count()
    expect(rowsInDom).toBeLessThan(80)
    await page.getByTestId(TestIds.dtGrid).focus()
    await page.keyboard.press('Control+End')
    await expect.poll(() => page.locator('[role=rowheader]').last().textContent()).toBe('100000')
    // Scroll speed is measured, not asserted: frames while scrolling half the table in 60 steps.
    const frames = await page.getByTestId(TestIds.dtGrid).evaluate(async (grid) => {
      grid.scrollTop = 0
      const times: number[] = []
      let last = performance.now()
      for (let i = 1; i <= 60; i++) {
        grid.scrollTop = (grid.scrollHeight / 2) * (i / 60)
        await new Promise(requestAnimationFrame)
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      times.sort((x, y) => x - y)
      return { median: times[30], worst: times[59] }
    })
    console.info(`100,000-row grid: ${rowsInDom} rows in the DOM; scroll frames median ${frames.median!.toFixed(1)} ms, worst ${frames.worst!.toFixed(1)} ms`)
    await screenshot(page, 'datatable-06-big-table')
  })

  it('shows a viewer a read-only grid that ignores typing', async () => {
    const { page } = bob
    await openEditor(page, viewOnlyId)
    expect(await page.getByTestId(TestIds.dtReadOnly).isVisible()).toBe(true)
    expect(await page.getByTestId(TestIds.dtSave).count()).toBe(0)
    await cell(page, 0, 0).click()
    await page.keyboard.type('x')
    await page.keyboard.press('Delete')
    expect(await page.getByTestId(TestIds.dtCellEditor).count()).toBe(0)
    expect(await cell(page, 0, 0).textContent()).toBe('W000001')
    const detail = await expectOk(alice.api.get<FileDetail>(F.getFile, { fileId: String(viewOnlyId) }))
    expect(detail.version).toBe(1)
    await screenshot(page, 'datatable-07-read-only')
  })
})
