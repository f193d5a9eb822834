import { describe, expect, it } from 'vitest'
import { OpenDocument, buildTileScene, generateHarness, pageDimensions, sceneStyle, setProperties, DEFAULT_SETTINGS } from '@harness/engine'
import { SvgPainter } from './sheetPainter'

// PixiJS reads the browser's navigator when it loads (TileLayer, whose painting the export shares).
;(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' }
const { EXPORT_DPI, MAX_EXPORT_PX, PDF_MAX_SIDE_MM, exportBox, exportScale, pdfPage, rasterSize, sheetSvg } = await import('./sheetExport')

describe('the SVG painter', () => {
  it('writes each filled or stroked path once, in PixiJS\'s order of shapes then paint', () => {
    const p = new SvgPainter()
    p.rect(0, 0, 2, 1).fill(0xff0000).stroke({ width: 0.25, color: 0x000000 })
    p.moveTo(0, 0).lineTo(10, 0).stroke({ width: 2, color: 0x123456, alpha: 0.5, cap: 'round' })
    p.circle(5, 5, 1).fill({ color: 0x00ff00, alpha: 0.25 })
    expect(p.svg.split('\n')).toEqual([
      '<path d="M0 0h2v1h-2Z" fill="#ff0000"/>',
      '<path d="M0 0h2v1h-2Z" fill="none" stroke="#000000" stroke-width="0.25" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="10"/>',
      '<path d="M0 0L10 0" fill="none" stroke="#123456" stroke-width="2" stroke-linecap="round" stroke-linejoin="miter" stroke-miterlimit="10" stroke-opacity="0.5"/>',
      '<path d="M4 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0Z" fill="#00ff00" fill-opacity="0.25"/>',
    ])
  })
})

describe('the exported sheet', () => {
  it('shows the page, grown to hold a drawing outside it, and a drawing without a page with a margin', () => {
    expect(exportBox({ width: 297, height: 210 }, { minX: 10, minY: 10, maxX: 350, maxY: 100 })).toEqual({ minX: 0, minY: 0, maxX: 350, maxY: 210 })
    expect(exportBox(null, { minX: 0, minY: 0, maxX: 200, maxY: 100 })).toEqual({ minX: -10, minY: -10, maxX: 210, maxY: 110 })
    expect(exportBox(null, null)).toBeNull()
  })

  it('rasterises at 200 dpi, lowered so the long side stays within the cap', () => {
    const a4 = { minX: 0, minY: 0, maxX: 297, maxY: 210 }
    expect(exportScale(a4)).toBeCloseTo(EXPORT_DPI / 25.4, 6)
    expect(rasterSize(a4, exportScale(a4))).toEqual({ width: 2339, height: 1654 })
    const a0 = { minX: 0, minY: 0, maxX: 1189, maxY: 841 }
    expect(rasterSize(a0, exportScale(a0)).width).toBe(MAX_EXPORT_PX)
  })

  it('prints a sheet on a PDF page of its size, scaled down past the format\'s largest page', () => {
    expect(pdfPage({ minX: 0, minY: 0, maxX: 297, maxY: 210 })).toEqual({ width: 297, height: 210, scale: 1 })
    const big = pdfPage({ minX: -100, minY: 0, maxX: 19470, maxY: 10317 })
    expect(big.width).toBe(PDF_MAX_SIDE_MM)
    expect(big.height).toBeCloseTo(10317 * (5080 / 19570), 6)
  })

  it('writes well-formed XML whatever a label holds: specials escaped, line breaks as spaces, control characters dropped', () => {
    const scene = {
      key: '0/0/0', z: 0, x: 0, y: 0, level: 'detail', version: 1,
      strokes: new Float32Array(), widths: new Float32Array(), strokeKinds: new Uint8Array(), points: new Float32Array(), bodies: new Float32Array(), bodyKinds: new Uint8Array(), bodyIds: [],
      labels: [{ text: 'A<&>"\'\u0001B\nC', x: 0.5, y: 0.5, size: 0.2 }],
      runs: new Float32Array(), runMetrics: new Float32Array(), runPhases: new Float32Array(), runPatterns: new Uint8Array(), runMaterials: new Uint8Array(), runIds: [],
      laneStart: new Uint32Array([0, 0]), laneColours: new Uint32Array(), laneStripes: new Uint32Array(), laneKinds: new Uint8Array(), laneGroups: new Uint32Array(), laneLays: new Float32Array(), laneIds: [],
      leads: new Float32Array(), leadWidths: new Float32Array(), leadColours: new Uint32Array(), leadStripes: new Uint32Array(), style: sceneStyle(DEFAULT_SETTINGS),
    } as unknown as Parameters<typeof sheetSvg>[0][number]
    const svg = sheetSvg([scene], { minX: 0, minY: 0, maxX: 1, maxY: 1 }, 256, null)
    expect(svg).toContain('>A&lt;&amp;&gt;&quot;&apos;B C</text>')
    expect(svg).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/)
  })

  it('paints a generated harness\'s tiles as the canvas does: bundles, connectors and their names, at true size in mm', () => {
    const doc = OpenDocument.fromRecords(generateHarness('S', 1))
    const [width, height] = pageDimensions(doc.editor.doc.settings)
    const page = { width, height, color: 0xffffff }
    const box = exportBox(page, doc.spatial.extent())!
    const scale = exportScale(box)
    const view = doc.lod.query(box, scale)
    const diameters = doc.derived.get().diameters
    const scenes = view.tiles.map((tile) => buildTileScene(tile, doc.editor.doc, doc.spatial, (id) => diameters.get(id), (id, limit) => doc.derived.wiresThrough(id, limit)))
    const svg = sheetSvg(scenes, box, scale, page)
    expect(svg).toMatch(new RegExp(`^<\\?xml[^]*<svg [^>]*width="${box.maxX - box.minX}mm" height="${box.maxY - box.minY}mm"`))
    expect(svg).toContain(`<rect x="0" y="0" width="${page.width}" height="${page.height}"`)
    expect((svg.match(/<g transform="translate\(/g) ?? []).length).toBe(scenes.filter((s) => s.strokes.length + s.bodies.length > 0).length)
    // Every connector's name is written once, as text.
    const names = [...doc.editor.doc.all('connector')].map((c) => c.name)
    const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
    for (const name of names.filter((n) => texts.includes(n))) expect(texts.filter((t) => t === name)).toHaveLength(1)
    expect(texts.length).toBeGreaterThan(0)
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
  })
  it('draws the page in the settings\' background and the text in their font\'s colour and family', () => {
    const doc = OpenDocument.fromRecords(generateHarness('S', 1))
    doc.editor.run(setProperties<'settings'>(), { typeName: 'settings', id: 'settings', patch: { background: '#fff8e1', font: { family: 'SimSun', size: 12, color: '#b91c1c' } } })
    const [width, height] = pageDimensions(doc.editor.doc.settings)
    const box = exportBox({ width, height }, doc.spatial.extent())!
    const scale = exportScale(box)
    const diameters = doc.derived.get().diameters
    const scenes = doc.lod.query(box, scale).tiles.map((tile) => buildTileScene(tile, doc.editor.doc, doc.spatial, (id) => diameters.get(id), (id, limit) => doc.derived.wiresThrough(id, limit)))
    const svg = sheetSvg(scenes, box, scale, { width, height, color: scenes[0]!.style.background })
    expect(svg).toContain(`<rect x="0" y="0" width="${width}" height="${height}" fill="#fff8e1"`)
    expect(svg).toContain(`<g font-family="'SimSun', Arial, 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif" fill="#b91c1c">`)
    // White around the page; with no page, the background throughout.
    expect(svg).toMatch(/<svg [^>]*>\n<rect [^>]*fill="#ffffff"\/>/)
    expect(sheetSvg(scenes, box, scale, null)).toMatch(/<svg [^>]*>\n<rect [^>]*fill="#fff8e1"\/>/)
  })
})
