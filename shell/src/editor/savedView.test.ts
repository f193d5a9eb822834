import { describe, expect, it } from 'vitest'
import { toSheet } from './camera'
import { KEPT_VIEWS, VIEWS_KEY, cameraOf, readSavedView, viewOf, viewStillShows, writeSavedView, type ViewStorage } from './savedView'

/** A storage in memory; `refuse` makes every write throw, as a full localStorage does. */
function memory(refuse = false): ViewStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

describe('saved view', () => {
  it('keeps a zoom and the sheet point at the centre, and shows that point in the middle of a canvas of any size', () => {
    const camera = { scale: 2, offsetX: -100, offsetY: 40 }
    const view = viewOf(camera, { width: 800, height: 600 }, false)
    expect(view).toEqual({ fitted: false, scale: 2, centre: [250, 130] })
    expect(toSheet(camera, 400, 300)).toEqual([250, 130])
    if (view.fitted) throw new Error('a zoomed view')
    const other = cameraOf(view, { width: 1200, height: 500 })
    expect(other.scale).toBe(2)
    expect(toSheet(other, 600, 250)).toEqual([250, 130])
    expect(viewOf(camera, { width: 800, height: 600 }, true)).toEqual({ fitted: true })
  })

  it('reads back what it wrote per file, latest first, and forgets the oldest past the limit', () => {
    const storage = memory()
    writeSavedView(storage, 7, { fitted: false, scale: 1.5, centre: [10, 20] })
    writeSavedView(storage, 8, { fitted: true })
    expect(readSavedView(storage, 7)).toEqual({ fitted: false, scale: 1.5, centre: [10, 20] })
    expect(readSavedView(storage, 8)).toEqual({ fitted: true })
    expect(readSavedView(storage, 9)).toBeNull()
    writeSavedView(storage, 7, { fitted: true })
    expect(JSON.parse(storage.items.get(VIEWS_KEY)!).map((e: [number]) => e[0])).toEqual([7, 8])
    for (let id = 100; id < 100 + KEPT_VIEWS; id++) writeSavedView(storage, id, { fitted: true })
    expect(readSavedView(storage, 7)).toBeNull()
    expect(readSavedView(storage, 100)).toEqual({ fitted: true })
    expect(JSON.parse(storage.items.get(VIEWS_KEY)!)).toHaveLength(KEPT_VIEWS)
  })

  it('reads nothing from what is not a kept view, and a refusing storage keeps nothing without throwing', () => {
    const storage = memory()
    for (const text of ['{', '"x"', '{"a":1}', '[[1]]', '[["1",{"fitted":true}]]', '[[1,{"fitted":false,"scale":0,"centre":[0,0]}]]',
      '[[1,{"fitted":false,"scale":1e9,"centre":[0,0]}]]', '[[1,{"fitted":false,"scale":1,"centre":[0,null]}]]', '[[1,{"fitted":false,"scale":1}]]', '[[1,null]]']) {
      storage.items.set(VIEWS_KEY, text)
      expect(readSavedView(storage, 1), text).toBeNull()
    }
    // One bad entry leaves the good ones readable, and the next write drops it.
    storage.items.set(VIEWS_KEY, '[[1,"bad"],[2,{"fitted":false,"scale":3,"centre":[4,5]}]]')
    expect(readSavedView(storage, 2)).toEqual({ fitted: false, scale: 3, centre: [4, 5] })
    writeSavedView(storage, 3, { fitted: true })
    expect(JSON.parse(storage.items.get(VIEWS_KEY)!)).toEqual([[3, { fitted: true }], [2, { fitted: false, scale: 3, centre: [4, 5] }]])
    const full = memory(true)
    expect(() => writeSavedView(full, 1, { fitted: true })).not.toThrow()
    expect(readSavedView(full, 1)).toBeNull()
  })

  it('takes a kept centre as still showing the drawing within half the drawing\'s size beyond it', () => {
    const box = { minX: 0, minY: 0, maxX: 200, maxY: 100 }
    expect(viewStillShows({ centre: [100, 50] }, box)).toBe(true)
    expect(viewStillShows({ centre: [-99, 149] }, box)).toBe(true)
    expect(viewStillShows({ centre: [-101, 50] }, box)).toBe(false)
    expect(viewStillShows({ centre: [100, 151] }, box)).toBe(false)
  })
})
