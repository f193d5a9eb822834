import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { ProjectPaths } from '@harness/protocol'
import { TestIds } from '../../shell/src/testIds'
import { launchBrowser, screenshot, WAIT } from './browser'
import { callAs, registerPerson, signIn, type Person } from './people'
import { startProductServer, type ProductServer } from './productServer'

/**
 * Two people form a team in Debian's Chromium against the built product: the owner creates a team
 * and an invitation link; the other person, signed out, follows the link, signs in, is brought back
 * to the invitation and accepts; both see the team's project. A third person invited by username as
 * a viewer accepts from the notices, sees no controls that change anything, and the server refuses
 * a write sent by hand. Role changes reach the member as a notice and the header's count.
 */
let product: ProductServer
let browser: Browser
let owner: Person
let member: Person
let viewer: Person
let inviteUrl = ''
const TEAM = '总装线束组'
const PROJECT = '某车型整车线束'

beforeAll(async () => {
  // Three people sign up; registration is open here (the first run's invitation codes have their own test).
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000', REGISTRATION: 'open' })
  browser = await launchBrowser()
  owner = await registerPerson(product, browser, 'owner')
  member = await registerPerson(product, browser, 'member')
  viewer = await registerPerson(product, browser, 'viewer')
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('two people form a team', () => {
  it('the owner signs in, creates a team and a link invitation', async () => {
    const page = owner.page
    await signIn(owner)
    await page.goto('/dashboard/team')
    await page.getByTestId(TestIds.teamCreateFirst).click()
    await page.getByTestId(TestIds.nameDialogInput).fill(TEAM)
    await page.getByTestId(TestIds.nameDialogSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.teamName).textContent(), WAIT).toBe(TEAM)
    await screenshot(page, '20-team-new')
    await page.getByTestId(TestIds.teamInvite).click()
    await page.waitForURL(/\/invitMember\?teamId=\d+/)
    await page.getByTestId(TestIds.inviteLinkCreate).click()
    await expect.poll(() => page.getByTestId(TestIds.inviteLinkUrl).inputValue(), WAIT).toMatch(/\/team\/invitation\?dataCode=/)
    inviteUrl = await page.getByTestId(TestIds.inviteLinkUrl).inputValue()
    await screenshot(page, '21-invite-member')
  })

  it('the other person, signed out, follows the link, signs in, comes back and accepts', async () => {
    const page = member.page
    await page.goto(inviteUrl)
    await page.waitForURL(/\/signin\?redirect=/)
    await signIn(member)
    await page.waitForURL(/\/team\/invitation\?.*fromSignInvitation=1/)
    await expect.poll(() => page.getByTestId(TestIds.invitationTeam).textContent(), WAIT).toBe(TEAM)
    await screenshot(page, '22-team-invitation')
    await page.getByTestId(TestIds.invitationAccept).click()
    await page.waitForURL(/\/dashboard\/project/)
    await expect.poll(() => page.locator(`[data-testid="${TestIds.scopeSwitch}"] [data-selected]`).textContent(), WAIT).toBe(TEAM)
  })

  it('the owner creates a team project, and the member sees it', async () => {
    const page = owner.page
    await page.goto('/dashboard/project')
    await page.getByTestId(TestIds.scopeSwitch).getByText(TEAM).click()
    // The owner has no project anywhere yet: the first-run choices show, in the team's scope.
    await page.getByTestId(TestIds.firstRunCreate).click()
    await page.getByTestId(TestIds.projectNameInput).fill(PROJECT)
    await page.getByTestId(TestIds.projectDialogSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.treeProjectName).textContent(), WAIT).toBe(PROJECT)
    await member.page.reload()
    await expect.poll(() => member.page.getByTestId(TestIds.treeProjectName).textContent(), WAIT).toBe(PROJECT)
    await screenshot(member.page, '23-project-team-member')
  })

  it('the member saves a harness; the owner\'s stale save from the other browser is refused and kept as a copy, nothing lost', async () => {
    const kbl = readFileSync(new URL('../../../shared/corpus/kbl/samples/kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl', import.meta.url))
    const harnessRow = (page: Page, name: string) => page.locator(`[data-testid="${TestIds.treeRow}"][data-name="${name}"]`)
    // The owner imports a KBL sample into the team project; its counts are listed.
    const o = owner.page
    await o.getByTestId(TestIds.treeImportInput).setInputFiles({ name: '发电机线束.kbl', mimeType: 'application/xml', buffer: kbl })
    await expect.poll(() => o.getByTestId(TestIds.importResult).isVisible(), WAIT).toBe(true)
    await o.getByTestId(TestIds.importResultClose).click()
    await expect.poll(() => harnessRow(o, '发电机线束').count(), WAIT).toBe(1)
    await expect.poll(() => o.getByTestId(TestIds.fileName).textContent(), WAIT).toBe('发电机线束')
    await expect.poll(async () => Number(await o.locator(`[data-testid="${TestIds.fileSummary}"] [data-count="wires"] dd`).textContent()), WAIT).toBeGreaterThan(0)
    const fileId = Number(await o.getByTestId(TestIds.fileDetails).getAttribute('data-file-id'))
    const [download] = await Promise.all([o.waitForEvent('download'), o.getByTestId(TestIds.fileDownload).click()])
    const bytes = readFileSync((await download.path())!)
    // The member (an editor, in another browser) opens the same file and saves a new version.
    const m = member.page
    await m.reload()
    await expect.poll(() => harnessRow(m, '发电机线束').count(), WAIT).toBe(1)
    await harnessRow(m, '发电机线束').click()
    await m.getByTestId(TestIds.fileUploadVersion).click()
    await m.getByTestId(TestIds.uploadVersionInput).setInputFiles({ name: '发电机线束.harness', mimeType: 'application/octet-stream', buffer: bytes })
    await m.getByTestId(TestIds.uploadVersionSubmit).click()
    await expect.poll(() => m.locator(`[data-testid="${TestIds.treeRow}"][data-name="发电机线束"] .tree-version`).textContent(), WAIT).toBe('v2')
    // The owner's page still shows version 1: its save is refused with who saved, and kept as a copy.
    await o.getByTestId(TestIds.fileUploadVersion).click()
    await o.getByTestId(TestIds.uploadVersionInput).setInputFiles({ name: '发电机线束.harness', mimeType: 'application/octet-stream', buffer: bytes })
    await o.getByTestId(TestIds.uploadVersionSubmit).click()
    await expect.poll(() => o.getByTestId(TestIds.staleDialog).isVisible(), WAIT).toBe(true)
    expect(await o.getByTestId(TestIds.staleDialog).textContent()).toContain(member.username)
    await screenshot(o, '23a-stale-save-two-people')
    await o.getByTestId(TestIds.staleSaveCopy).click()
    await expect.poll(() => harnessRow(o, '发电机线束 (我的副本)').count(), WAIT).toBe(1)
    const versions = await o.evaluate(async (id) => ((await (await fetch(`/api/file/listVersions?fileId=${id}`)).json()) as { data: { version: number; author: string }[] }).data, fileId)
    expect(versions.map((v) => [v.version, v.author])).toEqual([[2, member.username], [1, owner.username]])
  })

  it('a viewer invited by username accepts from the notices and sees no controls that change anything', async () => {
    const page = owner.page
    await page.goto('/invitMember')
    await page.getByTestId(TestIds.inviteUsername).fill(viewer.username)
    await page.getByTestId(TestIds.inviteUserRole).click()
    await page.getByRole('option', { name: '查看者' }).click()
    await page.getByTestId(TestIds.inviteUserSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.invitationRow).count(), WAIT).toBeGreaterThan(0)

    await signIn(viewer)
    const v = viewer.page
    await expect.poll(() => v.getByTestId(TestIds.noticeBadge).textContent(), WAIT).toBe('1')
    await v.getByTestId(TestIds.noticeBell).click()
    await v.waitForURL(/\/dashboard\/notice/)
    await expect.poll(() => v.getByTestId(TestIds.noticeItem).count(), WAIT).toBe(1)
    await screenshot(v, '24-notices')
    await v.getByTestId(TestIds.noticeAccept).click()
    await v.waitForURL(/\/dashboard\/project/)
    await expect.poll(() => v.getByTestId(TestIds.treeProjectName).textContent(), WAIT).toBe(PROJECT)
    expect(await v.getByTestId(TestIds.treeToolbar).count()).toBe(0)
    expect(await v.getByTestId(TestIds.projectCreate).count()).toBe(0)
    expect(await v.getByTestId(TestIds.readOnlyBadge).isVisible()).toBe(true)
    await screenshot(v, '25-project-viewer')

    const projectId = Number(await v.getByTestId(TestIds.projectItem).first().getAttribute('data-project-id'))
    const forced = await callAs(viewer, ProjectPaths.createFolder, { projectId, parentId: null, name: '不该出现' })
    expect(forced.code).toBe(403)
    await v.reload()
    await expect.poll(() => v.getByTestId(TestIds.treeRow).count(), WAIT).toBe(0)
  })

  it('a role change reaches the member as a notice and the header count, cleared by marking all read', async () => {
    const page = owner.page
    await page.goto('/dashboard/team')
    const memberRow = page.locator(`[data-testid="${TestIds.memberRow}"][data-username="${member.username}"]`)
    await memberRow.getByTestId(TestIds.memberRole).locator('button').click()
    await page.getByRole('option', { name: '管理员' }).click()
    await expect.poll(() => memberRow.getAttribute('data-role'), WAIT).toBe('admin')
    await screenshot(page, '26-team-members')

    const m = member.page
    await m.goto('/dashboard/project')
    await expect.poll(() => m.getByTestId(TestIds.noticeBadge).textContent(), WAIT).toBe('1')
    await m.getByTestId(TestIds.noticeBell).click()
    await expect.poll(() => m.locator(`[data-testid="${TestIds.noticeItem}"][data-kind="roleChanged"]`).count(), WAIT).toBe(1)
    await m.getByTestId(TestIds.noticeMarkAll).click()
    await expect.poll(() => m.getByTestId(TestIds.noticeBadge).count(), WAIT).toBe(0)
    expect(await m.locator(`[data-testid="${TestIds.noticeItem}"][data-read="false"]`).count()).toBe(0)
  })

  it('the owner sets the team configuration; the viewer reads it without changing it', async () => {
    const page = owner.page
    await page.goto('/dashboard/config')
    const unit = page.locator(`[data-testid="${TestIds.configSection}"][data-key="unit"]`)
    await unit.locator('button').first().click()
    await page.getByRole('option', { name: '英寸（in）' }).click()
    await page.locator(`[data-testid="${TestIds.configColumnSet}"][data-set="cutTable"] input[data-column="wireNumber"]`).check()
    await page.locator(`[data-testid="${TestIds.configColumnSet}"][data-set="cutTable"] input[data-column="productionLength"]`).check()
    await page.getByTestId(TestIds.configSave).click()
    await expect.poll(() => page.getByTestId(TestIds.configSave).isDisabled(), WAIT).toBe(true)
    await screenshot(page, '27-team-config')

    const v = viewer.page
    await v.goto('/dashboard/config')
    await expect.poll(() => v.getByTestId(TestIds.configReadOnly).isVisible(), WAIT).toBe(true)
    expect(await v.locator(`[data-testid="${TestIds.configSection}"][data-key="unit"]`).textContent()).toContain('英寸')
    expect(await v.getByTestId(TestIds.configSave).count()).toBe(0)
    expect(await v.locator(`[data-testid="${TestIds.configColumnSet}"][data-set="cutTable"]`).evaluate((f) => (f as HTMLFieldSetElement).disabled)).toBe(true)
  })

  it('the owner overrides one setting for the project and the rest stays inherited', async () => {
    const page = owner.page
    await page.goto('/dashboard/conProject')
    const packing = page.locator(`[data-testid="${TestIds.configSection}"][data-key="packingFactor"]`)
    await packing.getByTestId(TestIds.configOverrideToggle).click()
    const input = packing.locator('input')
    await input.fill('1.35')
    await input.press('Tab')
    await page.getByTestId(TestIds.configSave).click()
    await page.reload()
    await expect.poll(() => packing.getByTestId(TestIds.configKeyState).textContent(), WAIT).toBe('本项目覆盖')
    expect(await packing.locator('input').inputValue()).toBe('1.35')
    expect(await page.locator(`[data-testid="${TestIds.configSection}"][data-key="unit"] [data-testid="${TestIds.configKeyState}"]`).textContent()).toContain(TEAM)
    await screenshot(page, '28-project-config')
  })

  it('member names lead to their public profile with the teams shared', async () => {
    const page = owner.page
    await page.goto('/dashboard/team')
    await page.locator(`[data-testid="${TestIds.memberRow}"][data-username="${member.username}"] a`).first().click()
    await page.waitForURL(/\/profile\?username=/)
    await expect.poll(() => page.getByTestId(TestIds.profileUsername).textContent(), WAIT).toBe(member.username)
    expect(await page.getByTestId(TestIds.profileSharedTeams).textContent()).toContain(TEAM)
    await screenshot(page, '29-profile')
  })

  it('makes a wire-cut table from a harness version in the factory folder and downloads it', async () => {
    const page = owner.page
    await page.goto('/dashboard/project')
    await page.locator(`[data-testid="${TestIds.treeTool}"][data-command="newHarness"]`).click()
    await page.getByTestId(TestIds.nameDialogInput).fill('主线束')
    await page.getByTestId(TestIds.nameDialogSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.fileName).textContent(), WAIT).toBe('主线束')

    await page.goto('/factoryFolder')
    await expect.poll(() => page.getByTestId(TestIds.factoryEmpty).isVisible(), WAIT).toBe(true)
    await page.getByTestId(TestIds.factoryNew).click()
    await expect.poll(() => page.getByTestId(TestIds.factoryPickNext).isEnabled(), WAIT).toBe(true)
    await page.getByTestId(TestIds.factoryPickNext).click()
    await page.getByTestId(TestIds.makeOutputSubmit).click()
    await expect.poll(() => page.getByTestId(TestIds.factoryRow).count(), WAIT).toBe(1)
    await screenshot(page, '40-factory-folder')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(TestIds.factoryDownload).click()])
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  })

  it('shows the help without a role', async () => {
    await viewer.page.goto('/dashboard/help')
    await expect.poll(() => viewer.page.getByTestId(TestIds.helpPage).isVisible(), WAIT).toBe(true)
    // The editor's keys as tables by group, the function search among them.
    const keys = viewer.page.getByTestId('help-editor-keys')
    await expect.poll(() => keys.locator('table').count(), WAIT).toBe(4)
    expect(await keys.textContent()).toContain('Ctrl + K')
    await screenshot(viewer.page, '41-help')
    await keys.scrollIntoViewIfNeeded()
    await screenshot(viewer.page, '41-help-editor-keys')
  })
})
