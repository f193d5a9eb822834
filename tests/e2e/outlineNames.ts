import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshot, WAIT } from './browser'

/**
 * Checks the outline's segment rows of the VW generator sample, whose names are DMU paths that
 * differ only at their end ("…-Multi-branchable142/ElecRouteBody.2/Flexible Curve.2"): each row
 * keeps that end in view (the name cut in its middle, nameParts.ts) and gives the whole name in
 * its tooltip. Leaves the outline on the wires; screenshots `43-editor-outline-segments`.
 */
export async function checkLongSegmentNames(page: Page): Promise<void> {
  await page.getByRole('button', { name: '分支', exact: true }).click()
  const tails = page.locator('[data-testid="outline-list"] .ed-row-title-tail')
  await expect.poll(() => tails.allTextContents(), WAIT).toEqual(['/Flexible Curve.1', '/Flexible Curve.2', '/Flexible Curve.3'])
  // Each tail ends inside its title, which clips what does not fit (overflow: hidden).
  for (const tail of await tails.all()) {
    const box = (await tail.boundingBox())!
    const title = (await tail.locator('xpath=..').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(title.x + title.width + 0.5)
  }
  const first = page.locator('[data-testid="outline-list"] button').first()
  expect(await first.getAttribute('title')).toMatch(/^ROUTING_BAUKST_LTGS_GENERATOR-Multi-branchable142\/ElecRouteBody\.1\/Flexible Curve\.1( · |$)/)
  await screenshot(page, '43-editor-outline-segments')
  await page.getByRole('button', { name: '导线', exact: true }).click()
}
