import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'

/** Debian's Chromium; playwright-core drives it (no browser download happens anywhere). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for Chromium on these machines: no sandbox as root, no background network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
]

/** Launches headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}

/** Folder the end-to-end screenshots are written to (kept for people to look at). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-output/screenshots')

/** Saves a full-page screenshot of `page` as `<name>.png` in {@link SCREENSHOT_DIR}. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  // A full-page shot of a scrolled page draws the sticky header where the scroll left it: start at the top.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  return path
}

/** Saves a screenshot of the part of the page `locator` covers, with `margin` CSS pixels around it, as `<name>.png`. */
export async function screenshotOf(locator: Locator, name: string, margin = 0): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  const box = await locator.boundingBox()
  if (!box) throw new Error(`screenshotOf: ${name} is not visible`)
  await locator.page().screenshot({ path, animations: 'disabled', clip: { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin } })
  return path
}

/** How long `expect.poll` waits for the screen to catch up with a request (the server may be busy). */
export const WAIT = { timeout: 20_000 } as const
