import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
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
    await screenshot(viewer.page, '41-help')
  })
})
