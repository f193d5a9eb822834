import { tileBox, type SheetBox } from '@harness/engine'
import type { TileScene } from '../../../workers/src/client/engineClient'
import { LABEL_FONT_FAMILY, PALETTE, labelFontFamily } from './palette'
import { SvgPainter, svgColour, svgNumber } from './sheetPainter'
import { paintScene, paintSheetItems } from './TileLayer'

/**
 * The drawing sheet exported as a file: SVG (vector, at true size in mm), PNG and JPG (the SVG
 * rasterised at {@link EXPORT_DPI}, capped at {@link MAX_EXPORT_PX} on the long side) and PDF (one
 * page of the sheet's size, scaled down past {@link PDF_MAX_SIDE_MM}, drawn as vectors with its
 * labels as text: `sheetPdf.ts`). A sheet
 * whose long side passes 1 m (8,000 px at 200 dpi) is exported at a coarser level of detail, as
 * the canvas shows it zoomed out that far. What is exported is what the canvas draws: the
 * worker's level-of-detail tiles for the sheet at the export's scale, painted by the canvas's own
 * code (`paintScene`) into SVG, so a print shows the bundles, connectors, pins, wires, runs,
 * tables and labels the designer sees at that zoom. The grid, rulers and selection are not part
 * of a drawing and are left out.
 */

/** The file formats a sheet exports to. */
export type SheetFormat = 'svg' | 'png' | 'jpg' | 'pdf'

/** The page as drawn when the page view is on: its width and height in mm and its colour (0xRRGGBB, the settings' background). */
export interface PageShown {
  readonly width: number
  readonly height: number
  readonly color: number
}

/** Every sheet format, in the order the export menu offers them. */
export const SHEET_FORMATS: readonly SheetFormat[] = ['pdf', 'svg', 'png', 'jpg']

/** Resolution of raster exports in dots per inch (print quality for a drawing). */
export const EXPORT_DPI = 200

/** Longest side of a raster export in pixels (a canvas larger than this fails in some browsers). */
export const MAX_EXPORT_PX = 8000

/**
 * The box an export shows: the page (origin at 0, 0) grown to hold any drawing outside it, or the
 * drawing alone without a page view; null when there is nothing to show.
 */
export function exportBox(page: { readonly width: number; readonly height: number } | null, extent: SheetBox | null): SheetBox | null {
  const boxes = [page ? { minX: 0, minY: 0, maxX: page.width, maxY: page.height } : null, extent].filter((b): b is SheetBox => b !== null)
  if (boxes.length === 0) return null
  const box = {
    minX: Math.min(...boxes.map((b) => b.minX)), minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)), maxY: Math.max(...boxes.map((b) => b.maxY)),
  }
  // A drawing without a page gets a margin of 5 % around it.
  if (page) return box
  const margin = Math.max(box.maxX - box.minX, box.maxY - box.minY, 10) * 0.05
  return { minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin }
}

/** The export's scale in px per mm: {@link EXPORT_DPI}, lowered so the long side stays within {@link MAX_EXPORT_PX}. */
export function exportScale(box: SheetBox): number {
  const long = Math.max(box.maxX - box.minX, box.maxY - box.minY, 1e-3)
  return Math.min(EXPORT_DPI / 25.4, MAX_EXPORT_PX / long)
}

/** The largest side of a PDF page in mm: 14,400 pt, the limit of the PDF format (user units of 1) and of jsPDF. */
export const PDF_MAX_SIDE_MM = 5080

/**
 * The PDF page of `box`: its size in mm when both sides are within {@link PDF_MAX_SIDE_MM}, else
 * scaled down to fit (a 19,570 × 10,317 mm sheet prints on a 5,080 × 2,678 mm page, at 0.26).
 */
export function pdfPage(box: SheetBox): { readonly width: number; readonly height: number; readonly scale: number } {
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const scale = Math.min(1, PDF_MAX_SIDE_MM / Math.max(w, h, 1e-3))
  return { width: w * scale, height: h * scale, scale }
}

/** The pixel size of a raster export of `box` at `scale`. */
export function rasterSize(box: SheetBox, scale: number): { readonly width: number; readonly height: number } {
  return { width: Math.max(1, Math.round((box.maxX - box.minX) * scale)), height: Math.max(1, Math.round((box.maxY - box.minY) * scale)) }
}

/** A label of the exported sheet: its text, left x and baseline y in sheet mm, and its height in mm. */
export interface SheetLabel {
  readonly text: string
  readonly x: number
  readonly baseline: number
  readonly size: number
}

/**
 * The labels of `scenes`, each once (tiles that share a label both hold it), with their
 * baselines: the canvas sets a label's top at y - size, and its baseline sits about a fifth of the
 * size above y. Labels of no text are left out. What the SVG and the PDF export write.
 */
export function sheetLabels(scenes: readonly TileScene[]): SheetLabel[] {
  const seen = new Set<string>()
  const out: SheetLabel[] = []
  for (const scene of scenes) {
    for (const label of scene.labels) {
      const key = `${label.text}\u0000${label.x}\u0000${label.y}`
      if (seen.has(key) || label.text.trim() === '') continue
      seen.add(key)
      out.push({ text: label.text, x: label.x, baseline: label.y - label.size * 0.2, size: label.size })
    }
  }
  return out
}

/** Text escaped for SVG content: the five XML special characters escaped, line breaks as spaces, other control characters (not allowed in XML) dropped. */
function escapeXml(text: string): string {
  return text
    .replace(/[\r\n\t]/g, ' ')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/**
 * The sheet as an SVG document in mm (width and height in mm, so it prints at true size): a white
 * background (the drawing settings' background when there is no page), the page in its colour with its frame when `page` is given, then every tile of
 * `scenes` painted as the canvas paints it at `scale` px per mm, each in a group at its tile's
 * corner, and the labels (each once) as text in the drawing settings' font and colour.
 */
export function sheetSvg(scenes: readonly TileScene[], box: SheetBox, scale: number, page: PageShown | null): string {
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgNumber(w)}mm" height="${svgNumber(h)}mm" viewBox="${svgNumber(box.minX)} ${svgNumber(box.minY)} ${svgNumber(w)} ${svgNumber(h)}">`,
    // White around the page; without a page, the drawing's background throughout.
    `<rect x="${svgNumber(box.minX)}" y="${svgNumber(box.minY)}" width="${svgNumber(w)}" height="${svgNumber(h)}" fill="${svgColour(page ? 0xffffff : scenes[0]?.style.background ?? 0xffffff)}"/>`,
  ]
  if (page) out.push(`<rect x="0" y="0" width="${svgNumber(page.width)}" height="${svgNumber(page.height)}" fill="${svgColour(page.color)}" stroke="${svgColour(PALETTE.pageFrame)}" stroke-width="${svgNumber(1 / scale)}"/>`)
  // Every tile's geometry, then every tile's tables over it (as the canvas layers them).
  for (const paint of [paintScene, paintSheetItems]) {
    for (const scene of scenes) {
      const corner = tileBox(scene.z, scene.x, scene.y)
      const painter = new SvgPainter()
      paint(painter, scene, scale)
      if (painter.svg !== '') out.push(`<g transform="translate(${svgNumber(corner.minX)} ${svgNumber(corner.minY)})">`, painter.svg, '</g>')
    }
  }
  const text = sheetLabels(scenes).map((l) => `<text x="${svgNumber(l.x)}" y="${svgNumber(l.baseline)}" font-size="${svgNumber(l.size)}">${escapeXml(l.text)}</text>`)
  const style = scenes[0]?.style
  const family = style ? labelFontFamily(style.fontFamily) : LABEL_FONT_FAMILY
  if (text.length > 0) out.push(`<g font-family="${family.replaceAll('"', "'")}" fill="${svgColour(style?.textColor ?? PALETTE.text)}">`, ...text, '</g>')
  out.push('</svg>')
  return out.join('\n')
}
