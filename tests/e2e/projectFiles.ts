import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { TestIds } from '../../shell/src/testIds'
import { WAIT } from './browser'

/**
 * Imports `buffer` as file `name` (its extension picks the importer) into the project open on
 * `page`, closes the import report, and waits until the new file is the one shown in the details.
 */
export async function importIntoProject(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.getByTestId(TestIds.treeImportInput).setInputFiles({ name, mimeType, buffer })
  await expect.poll(() => page.getByTestId(TestIds.importResult).isVisible(), WAIT).toBe(true)
  await page.getByTestId(TestIds.importResultClose).click()
  await expect.poll(() => page.getByTestId(TestIds.fileName).textContent(), WAIT).toBe(name.slice(0, name.lastIndexOf('.')))
}
