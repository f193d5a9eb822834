import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { FilePaths } from '@harness/protocol'
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

/** The session cookie and anti-CSRF token of `page`, for calling the API from the test. */
async function sessionOf(baseUrl: string, page: Page): Promise<{ cookie: string; token: string }> {
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const visit = (await (await fetch(`${baseUrl}/api/user/visit`, { headers: { cookie } })).json()) as { data: { token: string } }
  return { cookie, token: visit.data.token }
}

/**
 * Saves `bytes` as the version after `baseVersion` of file `fileId` with the session of `page`
 * (as another tab of the same person would); answers the new version.
 */
export async function saveVersion(baseUrl: string, page: Page, fileId: number, baseVersion: number, bytes: Uint8Array): Promise<number> {
  const { cookie, token } = await sessionOf(baseUrl, page)
  const query = new URLSearchParams({ fileId: String(fileId), baseVersion: String(baseVersion) })
  const response = await fetch(`${baseUrl}${FilePaths.save}?${query}`, {
    method: 'POST', headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/octet-stream' }, body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  })
  const answer = (await response.json()) as { code: number; message: string; data: { version: number } }
  if (answer.code !== 200) throw new Error(`save ${fileId}: ${answer.code} ${answer.message}`)
  return answer.data.version
}

/**
 * Uploads native harness `bytes` as file `name` into project `projectId` through the file API with
 * the session of `page` (cookie and anti-CSRF token), as the upload button would; answers the new
 * file's id. For files too large to pass through the page (the generated XL harness).
 */
export async function uploadHarness(baseUrl: string, page: Page, projectId: number, name: string, bytes: Uint8Array): Promise<number> {
  const { cookie, token } = await sessionOf(baseUrl, page)
  const query = new URLSearchParams({ projectId: String(projectId), parentId: '', name, fileType: 'harness' })
  const response = await fetch(`${baseUrl}${FilePaths.upload}?${query}`, {
    method: 'POST', headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/octet-stream' }, body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  })
  const answer = (await response.json()) as { code: number; message: string; data: { fileId: number } }
  if (answer.code !== 200) throw new Error(`upload ${name}: ${answer.code} ${answer.message}`)
  return answer.data.fileId
}
