import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot, WAIT } from './browser'
import { registerPerson, signIn, type Person } from './people'
import { importIntoProject } from './projectFiles'
import { startProductServer, type ProductServer } from './productServer'

/**
 * Files in a project, in Debian's Chromium against the built product: a newcomer starts from the
 * first-run choices with a sample project; imports a WireViz file (and reads the generated-topology
 * note) and a KBL file; downloads a harness and uploads it back; makes a folder and moves a file
 * into it with the keyboard and the folder picker; deletes a file and restores it from the trash;
 * saves a new version, compares and restores versions; and is stopped from overwriting a version
 * someone else saved in the meantime, keeping the upload as a copy beside it.
 */
const corpus = new URL('../../../shared/corpus/', import.meta.url)
let product: ProductServer
let browser: Browser
let person: Person
let page: Page

const id = (testId: string) => page.getByTestId(testId)
const row = (name: string) => page.locator(`[data-testid="${TestIds.treeRow}"][data-name="${name}"]`)
const names = async () => page.getByTestId(TestIds.treeRow).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))

beforeAll(async () => {
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
  browser = await launchBrowser()
  person = await registerPerson(product, browser, 'designer')
  page = person.page
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('files in a project', () => {
  it('a newcomer gets from the first run to a sample project with a generated harness and its wire list', async () => {
    await signIn(person)
    await page.waitForURL(/\/dashboard\/project/)
    await expect.poll(() => id(TestIds.firstRun).isVisible(), WAIT).toBe(true)
    await screenshot(page, '30-project-first-run')
    await id(TestIds.firstRunSample).click()
    await expect.poll(() => id(TestIds.treeRow).count(), WAIT).toBe(2)
    await expect.poll(() => id(TestIds.fileDetails).isVisible(), WAIT).toBe(true)
    expect(await id(TestIds.firstDriver).isVisible()).toBe(true)
    await id(TestIds.firstDriverSkip).click()
    await expect.poll(() => id(TestIds.firstDriver).count(), WAIT).toBe(0)
  })

  it('imports a WireViz file with its note and a KBL file', async () => {
    await id(TestIds.treeImportInput).setInputFiles({ name: '演示线束.yml', mimeType: 'application/yaml', buffer: readFileSync(new URL('wireviz/examples/demo01.yml', corpus)) })
    await expect.poll(() => id(TestIds.importResult).isVisible(), WAIT).toBe(true)
    expect(await page.locator(`[data-testid="${TestIds.importNotes}"] [data-code="generatedTopology"]`).count()).toBe(1)
    await screenshot(page, '31-import-notes')
    await id(TestIds.importResultClose).click()
    await expect.poll(() => row('演示线束').count(), WAIT).toBe(1)

    await importIntoProject(page, '发电机线束.kbl', 'application/xml', readFileSync(new URL('kbl/samples/kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl', corpus)))
    await expect.poll(() => row('发电机线束').count(), WAIT).toBe(1)
    expect(Number(await page.locator(`[data-testid="${TestIds.fileSummary}"] [data-count="wires"] dd`).textContent())).toBeGreaterThan(0)
  })

  it('downloads a harness and uploads it back as a new file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), id(TestIds.fileDownload).click()])
    expect(download.suggestedFilename()).toBe('发电机线束.harness')
    const bytes = readFileSync((await download.path())!)
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('HRNS')
    await id(TestIds.treeUploadInput).setInputFiles({ name: '发电机线束副本.harness', mimeType: 'application/octet-stream', buffer: bytes })
    await expect.poll(() => row('发电机线束副本').count(), WAIT).toBe(1)
  })

  it('makes a folder, renames with F2, and moves a file into the folder with the picker', async () => {
    await page.locator(`[data-testid="${TestIds.treeTool}"][data-command="newFolder"]`).click()
    await id(TestIds.nameDialogInput).fill('发动机舱')
    await id(TestIds.nameDialogSubmit).click()
    await expect.poll(() => row('发动机舱').count(), WAIT).toBe(1)

    await row('发电机线束副本').click()
    await id(TestIds.projectTree).press('F2')
    await id(TestIds.nameDialogInput).fill('发电机线束B')
    await id(TestIds.nameDialogSubmit).click()
    await expect.poll(() => row('发电机线束B').count(), WAIT).toBe(1)

    await row('发电机线束B').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '移动' }).click()
    await page.locator(`[data-testid="${TestIds.folderPickerTree}"] [data-name="发动机舱"]`).click()
    await id(TestIds.folderPickerSubmit).click()
    await expect.poll(() => row('发动机舱').getAttribute('aria-expanded'), WAIT).toBe('true')
    expect(await row('发电机线束B').getAttribute('aria-level')).toBe('2')
    await screenshot(page, '32-project-tree')
  })

  it('deletes a file to the trash and restores it', async () => {
    await row('示例线束').click()
    await id(TestIds.projectTree).press('Delete')
    await id(TestIds.confirmSubmit).click()
    await expect.poll(() => row('示例线束').count(), WAIT).toBe(0)
    await id(TestIds.trashOpen).click()
    await expect.poll(() => id(TestIds.trashRow).count(), WAIT).toBe(1)
    await screenshot(page, '33-trash')
    await id(TestIds.trashRestore).click()
    await expect.poll(() => id(TestIds.trashEmpty).isVisible(), WAIT).toBe(true)
    await id(TestIds.dialogCancel).click()
    await expect.poll(() => row('示例线束').count(), WAIT).toBe(1)
  })

  it('saves a new version, compares two versions and restores the first', async () => {
    await row('发电机线束').click()
    await expect.poll(() => id(TestIds.fileName).textContent(), WAIT).toBe('发电机线束')
    const [download] = await Promise.all([page.waitForEvent('download'), id(TestIds.fileDownload).click()])
    const bytes = readFileSync((await download.path())!)
    await id(TestIds.fileUploadVersion).click()
    await id(TestIds.uploadVersionInput).setInputFiles({ name: '发电机线束.harness', mimeType: 'application/octet-stream', buffer: bytes })
    await id(TestIds.uploadVersionComment).fill('核对线长')
    await id(TestIds.uploadVersionSubmit).click()
    await expect.poll(() => id(TestIds.fileVersion).textContent(), WAIT).toBe('v2')
    await expect.poll(() => id(TestIds.versionRow).count(), WAIT).toBe(2)

    await id(TestIds.versionPick).nth(0).check()
    await id(TestIds.versionPick).nth(1).check()
    await id(TestIds.versionCompare).click()
    await expect.poll(() => id(TestIds.compareView).isVisible(), WAIT).toBe(true)
    await screenshot(page, '34-compare')
    await id(TestIds.dialogCancel).click()

    await page.locator(`[data-testid="${TestIds.versionRow}"][data-version="1"] [data-testid="${TestIds.versionMenu}"]`).click()
    await page.getByRole('menuitem', { name: '恢复为新版本' }).click()
    await expect.poll(() => id(TestIds.fileVersion).textContent(), WAIT).toBe('v3')
    expect(await page.locator(`[data-testid="${TestIds.versionRow}"][data-version="3"]`).getAttribute('data-restored-from')).toBe('1')
    await screenshot(page, '35-file-details')
  })

  it('refuses to overwrite a version someone else saved meanwhile, compares, and keeps the upload as a copy', async () => {
    const fileId = Number(await id(TestIds.fileDetails).getAttribute('data-file-id'))
    const [download] = await Promise.all([page.waitForEvent('download'), id(TestIds.fileDownload).click()])
    const bytes = readFileSync((await download.path())!)
    await id(TestIds.fileUploadVersion).click()
    await id(TestIds.uploadVersionInput).setInputFiles({ name: '发电机线束.harness', mimeType: 'application/octet-stream', buffer: bytes })
    // Someone else saves version 4 while the dialog is open on version 3.
    const other = await page.evaluate(async ({ fileId, data }) => {
      const visit = (await (await fetch('/api/user/visit')).json()) as { data: { token: string } }
      const response = await fetch(`/api/file/save?fileId=${fileId}&baseVersion=3`, {
        method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-csrf-token': visit.data.token }, body: new Uint8Array(data),
      })
      return ((await response.json()) as { code: number }).code
    }, { fileId, data: [...bytes] })
    expect(other).toBe(200)
    await id(TestIds.uploadVersionSubmit).click()
    await expect.poll(() => id(TestIds.staleDialog).isVisible(), WAIT).toBe(true)
    expect(await id(TestIds.staleDialog).textContent()).toContain('4')
    await id(TestIds.staleCompare).click()
    await expect.poll(() => id(TestIds.compareView).isVisible(), WAIT).toBe(true)
    await screenshot(page, '36-stale-save')
    await id(TestIds.staleSaveCopy).click()
    await expect.poll(() => row('发电机线束 (我的副本)').count(), WAIT).toBe(1)
    expect(await row('发电机线束').getAttribute('data-name')).toBe('发电机线束')
    await expect.poll(() => page.locator(`[data-testid="${TestIds.treeRow}"][data-name="发电机线束"] .tree-version`).textContent(), WAIT).toBe('v4')
  })

  it('shows the project screen in English too', async () => {
    await page.goto('/dashboard/project')
    await page.getByTestId(TestIds.langSwitch).click()
    await expect.poll(() => page.getByTestId(TestIds.treeTool).first().getAttribute('title'), WAIT).toBe('New folder')
    await row('发电机线束').click()
    await expect.poll(() => id(TestIds.fileDetails).isVisible(), WAIT).toBe(true)
    await screenshot(page, '37-project-english')
    await page.getByTestId(TestIds.langSwitch).click()
  })
})
