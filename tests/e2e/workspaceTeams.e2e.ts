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
  product = await startProductServer({ RATE_LIMIT_SCALE: '1000' })
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
})
