import { bodyOrientation, pinCentre, pinLayout, type HarnessRecord } from '@harness/engine'
import type { Page } from 'playwright-core'
import { cameraOf, connectorsOnScreen, frameSummary, settle, startRecording, stopRecording } from './benchPage'

/**
 * Adding a wire with the wire tool: the connector nearest the canvas's centre, zoomed in on (14
 * wheel notches, as the drag is measured), a drag from its first pin to its last
 * in 8 steps, as a designer draws a wire (pins of a many-way connector lie closer than the drag
 * threshold, where a press and release is the first of two clicks). Times, from the release, the first frame that showed
 * tiles at a version the new wire produced (command, routing, derived data, tiles and drawing),
 * and records the frames and main-thread long tasks of the whole gesture; the wire is undone and
 * the select tool taken again afterwards. Null when no connector with two cavities is in view.
 */
export async function measureAddWire(page: Page, records: readonly HarnessRecord[]) {
  const canvas = page.getByTestId('harness-canvas')
  const box = (await canvas.boundingBox())!
  const centre = [box.x + box.width / 2, box.y + box.height / 2] as const
  const cavities = new Map<string, number>()
  for (const r of records) if (r.typeName === 'cavity') cavities.set(r.connectorId, (cavities.get(r.connectorId) ?? 0) + 1)
  const candidates = (await connectorsOnScreen(page, records, 60)).filter((c) => (cavities.get(c.id) ?? 0) >= 2)
  const target = candidates.sort((a, b) => Math.hypot(a.x - centre[0], a.y - centre[1]) - Math.hypot(b.x - centre[0], b.y - centre[1]))[0]
  if (!target) return null
  // Zoomed in on it (as the drag was), so its pins lie apart on the screen.
  await page.mouse.move(target.x, target.y)
  for (let i = 0; i < 14; i++) await page.mouse.wheel(0, -100)
  await settle(page)
  const connector = records.find((r) => r.id === target.id)
  const layout = pinLayout(target.sheet, cavities.get(target.id)!, connector?.typeName === 'connector' ? bodyOrientation(connector.rotation, connector.mirrored) : undefined)
  const pinsOnScreen = async () => {
    const c = await cameraOf(page)
    const screen = (p: readonly [number, number]) => [box.x + p[0] * c.scale + c.x, box.y + p[1] * c.scale + c.y] as const
    return [screen(pinCentre(layout, 0)), screen(pinCentre(layout, cavities.get(target.id)! - 1))] as const
  }
  const inside = (p: readonly [number, number]) => p[0] > box.x + 20 && p[0] < box.x + box.width - 20 && p[1] > box.y + 20 && p[1] < box.y + box.height - 20
  // A connector of a small harness zoomed in so far may have its end pins off the canvas: out a
  // notch at a time until both show.
  let pins = await pinsOnScreen()
  for (let i = 0; i < 10 && !(inside(pins[0]) && inside(pins[1])); i++) {
    await page.mouse.wheel(0, 100)
    await settle(page)
    pins = await pinsOnScreen()
  }
  const [[ax, ay], [bx, by]] = pins
  await page.keyboard.press('w')
  await settle(page)
  const before = Number(await canvas.getAttribute('data-version'))
  await startRecording(page)
  await page.mouse.move(ax, ay)
  await page.mouse.down()
  await page.mouse.move(bx, by, { steps: 8 })
  await page.evaluate(() => {
    const w = window as unknown as { __upAt: number }
    w.__upAt = -1
    window.addEventListener('pointerup', (e) => { w.__upAt = e.timeStamp }, { capture: true, passive: true, once: true })
  })
  await page.mouse.up()
  const shown = await page.waitForFunction((v) => {
    const at = (window as unknown as { __upAt: number }).__upAt
    const tiles = performance.getEntriesByName('harness-tiles-frame').at(-1) as PerformanceMark | undefined
    const version = (tiles?.detail as { version?: number } | undefined)?.version ?? -1
    return at >= 0 && tiles && version > v && tiles.startTime > at ? tiles.startTime - at : null
  }, before, { timeout: 30_000, polling: 'raf' }).catch(() => null)
  await settle(page)
  const recorded = await stopRecording(page)
  const added = Number(await canvas.getAttribute('data-version')) > before
  // When no wire came, what the page showed: the tool's hint and the messages (a refusal names itself).
  const diagnosis = added ? null : await page.evaluate(() => ({
    hint: document.querySelector('[data-testid="tool-hint"]')?.textContent ?? null,
    focus: document.activeElement?.tagName ?? null,
    notices: Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).map((e) => e.textContent).filter(Boolean).slice(-4),
  }))
  await page.keyboard.press('Control+z')
  await page.keyboard.press('v')
  await settle(page)
  return {
    added,
    ...(diagnosis ? { diagnosis, connector: target.id, cavities: cavities.get(target.id), pins: [[ax, ay], [bx, by]].map((p) => p.map(Math.round)) } : {}),
    releaseToTilesMs: shown ? Math.round((await shown.jsonValue()) as number) : null,
    frameMs: frameSummary(recorded.frames),
    longTasks: recorded.longTasks.length,
  }
}
