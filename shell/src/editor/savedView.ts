import { MAX_SCALE, MIN_SCALE, type Box, type Camera, type ViewSize } from './camera'

/**
 * The view a harness file was last left at in this browser, so that a reload, or opening the
 * file again another day, comes back to where the designer was instead of to fit all: either
 * fit all itself (`fitted`: fitted again to whatever size the canvas has then), or a zoom (px per
 * sheet mm) with the sheet point (mm) that was at the canvas's centre. A centre and not the
 * camera's offsets, so a canvas of another size (another window, a panel open) shows the same
 * place in its middle.
 */
export type SavedView =
  | { readonly fitted: true }
  | { readonly fitted: false; readonly scale: number; readonly centre: readonly [number, number] }

/** What `localStorage` offers that the views are kept in (a fake in tests). */
export type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The localStorage key of the kept views: a JSON list of `[fileId, view]`, latest first. */
export const VIEWS_KEY = 'harness.views'

/** How many files' views are kept: the oldest is forgotten past it. */
export const KEPT_VIEWS = 50

/** The view a camera shows on a canvas of `size`; `fitted` when it is fit all's. */
export function viewOf(camera: Camera, size: ViewSize, fitted: boolean): SavedView {
  if (fitted) return { fitted: true }
  return { fitted: false, scale: camera.scale, centre: [(size.width / 2 - camera.offsetX) / camera.scale, (size.height / 2 - camera.offsetY) / camera.scale] }
}

/** The camera that shows a kept zoom and centre on a canvas of `size`. */
export function cameraOf(view: { readonly scale: number; readonly centre: readonly [number, number] }, size: ViewSize): Camera {
  return { scale: view.scale, offsetX: size.width / 2 - view.centre[0] * view.scale, offsetY: size.height / 2 - view.centre[1] * view.scale }
}

/**
 * Whether a kept zoom and centre still shows the drawing: its centre within `box` (the drawing's
 * extent or the page) grown by half the box's size on each side. A file changed elsewhere since
 * (its drawing moved away, or emptied) opens fitted instead of on an empty part of the sheet.
 */
export function viewStillShows(view: { readonly centre: readonly [number, number] }, box: Box): boolean {
  const growX = (box.maxX - box.minX) / 2
  const growY = (box.maxY - box.minY) / 2
  const [x, y] = view.centre
  return x >= box.minX - growX && x <= box.maxX + growX && y >= box.minY - growY && y <= box.maxY + growY
}

/** The view kept for file `fileId`, or null for none (or anything unreadable kept under the key). */
export function readSavedView(storage: ViewStorage, fileId: number): SavedView | null {
  return readAll(storage).find(([id]) => id === fileId)?.[1] ?? null
}

/**
 * Keeps `view` for file `fileId` as the latest, forgetting the oldest past {@link KEPT_VIEWS}.
 * A storage that refuses (full, or private browsing) keeps nothing and says nothing: the file
 * then opens fitted, as before.
 */
export function writeSavedView(storage: ViewStorage, fileId: number, view: SavedView): void {
  const kept = readAll(storage).filter(([id]) => id !== fileId)
  const list = [[fileId, view] as const, ...kept].slice(0, KEPT_VIEWS)
  try {
    storage.setItem(VIEWS_KEY, JSON.stringify(list))
  } catch {
    // Refused: the next visit fits all.
  }
}

/** The kept views that read as views; anything else under the key is left out. */
function readAll(storage: ViewStorage): (readonly [number, SavedView])[] {
  let value: unknown
  try {
    value = JSON.parse(storage.getItem(VIEWS_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const views: (readonly [number, SavedView])[] = []
  for (const entry of value) {
    if (!Array.isArray(entry) || entry.length !== 2 || !Number.isInteger(entry[0])) continue
    const view = asView(entry[1])
    if (view) views.push([entry[0] as number, view])
  }
  return views
}

/** A kept entry as a view: fitted, or a zoom within the canvas's range and a finite centre. */
function asView(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as { fitted?: unknown; scale?: unknown; centre?: unknown }
  if (v.fitted === true) return { fitted: true }
  if (v.fitted !== false || typeof v.scale !== 'number' || !(v.scale >= MIN_SCALE && v.scale <= MAX_SCALE)) return null
  if (!Array.isArray(v.centre) || v.centre.length !== 2 || !v.centre.every((n) => typeof n === 'number' && Number.isFinite(n))) return null
  return { fitted: false, scale: v.scale, centre: [v.centre[0] as number, v.centre[1] as number] }
}
