import { describe, expect, it } from 'vitest'
import { jsPDF } from 'jspdf'
import { OpenDocument, buildTileScene, generateHarness, pageDimensions } from '@harness/engine'

// PixiJS reads the browser's navigator when it loads (TileLayer, whose painting the export shares).
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { PdfPainter, drawSheetPdf, standardFontHolds } = await import('./sheetPdf')
const { exportBox, exportScale } = await import('./sheetExport')

/** A PDF target that writes down every call, for the painter's paths. */
function recorder() {
  const calls: string[] = []
  const target = new Proxy({}, {
    get: (_, name: string) => (...args: unknown[]) => {
      calls.push(`${name}(${args.map((a) => (typeof a === 'number' ? String(Math.round(a * 1000) / 1000) : JSON.stringify(a))).join(',')})`)
      return name === 'GState' ? { state: args[0] } : undefined
    },
  })
  return { calls, target: target as unknown as ConstructorParameters<typeof PdfPainter>[0] }
}

/** A 1 × 1 transparent PNG: the picture of a label in these tests. */
const DOT_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))

describe('the PDF painter', () => {
  it('writes each filled or stroked path with its paint, mapped from the tile to the page', () => {
    const { calls, target } = recorder()
    const opacities: string[] = []
    const p = new PdfPainter(target, 10, 20, 0.5, (fill, stroke) => opacities.push(`${fill}/${stroke}`))
    p.rect(0, 0, 2, 1).fill(0xff0000).stroke({ width: 0.25, color: 0x123456, alpha: 0.5, cap: 'round' })
    expect(calls).toEqual([
      'moveTo(5,10)', 'lineTo(6,10)', 'lineTo(6,10.5)', 'lineTo(5,10.5)', 'close()', 'setFillColor(255,0,0)', 'fill()',
      'moveTo(5,10)', 'lineTo(6,10)', 'lineTo(6,10.5)', 'lineTo(5,10.5)', 'close()', 'setDrawColor(18,52,86)', 'setLineWidth(0.125)',
      'setLineCap("round")', 'setLineJoin("miter")', 'setLineMiterLimit(10)', 'stroke()',
    ])
    expect(opacities).toEqual(['1/1', '1/0.5'])
  })

  it('starts a new path after a paint, draws circles as four curves through their quarter points, and paints nothing for a bare move', () => {
    const { calls, target } = recorder()
    const p = new PdfPainter(target, 0, 0, 1, () => undefined)
    p.rect(0, 0, 1, 1).fill(0)
    calls.length = 0
    p.circle(5, 5, 2).fill(0x00ff00)
    expect(calls.filter((c) => c.startsWith('curveTo'))).toHaveLength(4)
    expect(calls[0]).toBe('moveTo(7,5)')
    expect(calls.filter((c) => c.startsWith('curveTo')).map((c) => c.split(',').slice(4).join(','))).toEqual(['5,7)', '3,5)', '5,3)', '7,5)'])
    calls.length = 0
    p.moveTo(1, 1).stroke({ width: 1, color: 0 })
    expect(calls).toEqual([])
  })

  it('knows which labels the standard fonts can show', () => {
    expect(standardFontHolds('X1 Ø2,5 mm²')).toBe(true)
    expect(standardFontHolds('主干线 Main trunk')).toBe(false)
    expect(standardFontHolds('a\u0001b')).toBe(false)
  })
})

describe('the sheet as a vector PDF', () => {
  it('draws a generated harness with jsPDF: paths, the connectors\' names as text, and pictures only for what Helvetica cannot show', () => {
    const doc = OpenDocument.fromRecords(generateHarness('S', 1))
    const [width, height] = pageDimensions(doc.editor.doc.settings)
    const page = { width, height, color: 0xffffff }
    const box = exportBox(page, doc.spatial.extent())!
    const scale = exportScale(box)
    const diameters = doc.derived.get().diameters
    const scenes = doc.lod.query(box, scale).tiles.map((tile) => buildTileScene(tile, doc.editor.doc, doc.spatial, (id) => diameters.get(id), (id, limit) => doc.derived.wiresThrough(id, limit)))
    // One Chinese label beside the generated ones.
    const withChinese = [...scenes, { ...scenes[0]!, labels: [{ text: '主干线', x: 20, y: 20, size: 3, id: 'L1' }] }] as typeof scenes
    const pictured: string[] = []
    const pdf = new jsPDF({ orientation: 'landscape', unit: 'mm', format: [box.maxX - box.minX, box.maxY - box.minY], compress: false })
    const counts = drawSheetPdf(pdf as never, withChinese, box, scale, 1, page, (text) => {
      pictured.push(text)
      return { png: DOT_PNG, width: 9, height: 3.6, ascent: 2.8 }
    })
    expect(pictured).toEqual(['主干线'])
    expect(counts.pictures).toBe(1)
    const out = pdf.output()
    const names = new Set(scenes.flatMap((s) => s.labels.map((l) => l.text)))
    // Each label once, though tiles that share it both hold it.
    expect(counts.texts).toBe(new Set(scenes.flatMap((s) => s.labels.map((l) => `${l.text}@${l.x},${l.y}`))).size)
    for (const name of [...doc.editor.doc.all('connector')].map((c) => c.name).filter((n) => names.has(n))) expect(out).toContain(`(${name}) Tj`)
    // Bundles and outlines as paths: many line segments and strokes; one picture (with its transparency mask, an image too).
    expect((out.match(/ l\n/g) ?? []).length).toBeGreaterThan(1000)
    expect((out.match(/^S$/gm) ?? []).length).toBeGreaterThan(10)
    expect((out.match(/\/Subtype \/Image/g) ?? []).length).toBe(2)
    expect(out).toContain('/SMask')
  })
})
