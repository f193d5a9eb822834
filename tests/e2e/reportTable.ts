import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshot, WAIT } from './browser'

/**
 * Checks the open report's table as a designer uses it, on a cut table of a few rows whose first
 * row is selected: the selected wire's row is marked, Ctrl+click adds the next row and both are
 * marked; a heading sorts the rows by its column (rising, falling, then the report's own order)
 * and the marked row moves with its wire; the headings of figures stand right, over their
 * figures. Leaves the table in its own order, the first row selected; screenshots
 * `43-editor-cut-table-sorted`.
 */
export async function checkRowMarksAndSorting(page: Page): Promise<void> {
  const rows = page.locator('[data-testid="report-rows"] button')
  await expect.poll(() => page.locator('[data-testid="report-rows"] button[aria-pressed="true"]').count(), WAIT).toBe(1)
  await rows.nth(1).click({ modifiers: ['Control'] })
  await expect.poll(() => page.locator('[data-testid="report-rows"] button.ed-report-row-selected').count(), WAIT).toBe(2)
  await rows.first().click()
  await expect.poll(() => page.locator('[data-testid="report-rows"] button[aria-pressed="true"]').count(), WAIT).toBe(1)
  const wireNumbers = () => rows.evaluateAll((all) => all.map((row) => row.querySelectorAll('span')[1]?.textContent ?? ''))
  const own = await wireNumbers()
  const sortBy = page.getByTestId('report-sort-wireNumber')
  await sortBy.click()
  await expect.poll(wireNumbers, WAIT).toEqual([...own].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))
  await sortBy.click()
  await expect.poll(wireNumbers, WAIT).toEqual([...own].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })))
  expect(await page.locator('[role="columnheader"][aria-sort="descending"]').textContent()).toContain('▼')
  await expect.poll(() => page.locator('[data-testid="report-rows"] button[aria-pressed="true"] span').nth(1).textContent(), WAIT).toBe(own[0])
  await screenshot(page, '43-editor-cut-table-sorted')
  await sortBy.click()
  await expect.poll(wireNumbers, WAIT).toEqual(own)
  // Figures' headings stand right, over their figures (the frozen line column too); a text
  // column's heading and cells start at the left: compared where the texts end on screen.
  const ends = (key: string) => page.evaluate((k) => {
    const textBox = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return range.getBoundingClientRect()
    }
    const heading = document.querySelector(`[data-testid="report-sort-${k}"]`)!
    const column = Array.prototype.indexOf.call(document.querySelectorAll('[role="columnheader"]'), heading.parentElement!)
    const cell = document.querySelector('[data-testid="report-rows"] button')!.querySelectorAll(':scope > span')[column]!
    return { heading: textBox(heading), cell: textBox(cell) }
  }, key)
  for (const key of ['line', 'productionLength']) {
    const { heading, cell } = await ends(key)
    expect(Math.abs(heading.right - cell.right), key).toBeLessThan(3)
  }
  const text = await ends('wireNumber')
  expect(Math.abs(text.heading.left - text.cell.left)).toBeLessThan(3)
}
