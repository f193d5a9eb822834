import { tileBox, type SheetBox } from '@harness/engine'
import type { TileScene } from '../../../workers/src/client/engineClient'
import { PALETTE } from './palette'
import type { PaintFill, PaintStroke, SheetPainter } from './sheetPainter'
import { sheetLabels, type PageShown } from './sheetExport'
import { paintScene, paintSheetItems } from './TileLayer'

/**
 * The drawing sheet as a vector PDF page: every stroke and fill the canvas draws becomes a PDF
 * path (sharp at any zoom and any print size, a few hundred kB where the raster of an A0 sheet is
 * megabytes), and labels become text a reader can select and search. The PDF's standard fonts
 * (Helvetica here) hold only Latin-1; a label with other characters (Chinese) is placed as a
 * picture of its text drawn by the browser (`textPicture`), at 600 dpi, so no font is embedded.
 */

/** Millimetres per PDF point (1 pt = 1/72 in). */
const MM_PER_PT = 25.4 / 72

/** The control distance of a cubic Bézier quarter circle, as a share of the radius. */
const KAPPA = 0.5522847498

/** What {@link PdfPainter} and {@link drawSheetPdf} ask of a PDF writer: the part of jsPDF's API they use, in mm. */
export interface PdfTarget {
  moveTo(x: number, y: number): unknown
  lineTo(x: number, y: number): unknown
  curveTo(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): unknown
  close(): unknown
  fill(): unknown
  stroke(): unknown
  rect(x: number, y: number, w: number, h: number, style?: string | null): unknown
  setFillColor(r: number, g: number, b: number): unknown
  setDrawColor(r: number, g: number, b: number): unknown
  setLineWidth(width: number): unknown
  setLineCap(style: string): unknown
  setLineJoin(style: string): unknown
  setLineMiterLimit(limit: number): unknown
  setGState(state: unknown): unknown
  GState(parameters: { opacity?: number; 'stroke-opacity'?: number }): unknown
  setFont(name: string, style?: string): unknown
  setFontSize(pt: number): unknown
  setTextColor(r: number, g: number, b: number): unknown
  text(text: string, x: number, y: number): unknown
  addImage(data: Uint8Array, format: string, x: number, y: number, w: number, h: number): unknown
}

/** A picture of a label's text: PNG bytes and the size it covers in mm, its baseline `ascent` mm below its top. */
export interface TextPicture {
  readonly png: Uint8Array
  readonly width: number
  readonly height: number
  readonly ascent: number
}

/** Draws a label's text (height `size` mm) as a picture; null where it cannot. */
export type TextPictureMaker = (text: string, size: number) => TextPicture | null

/** The red, green and blue of a colour 0xRRGGBB. */
function rgb(color: number): [number, number, number] {
  return [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff]
}

/** One step of a path, in the painter's own coordinates. */
type PathStep = readonly ['M' | 'L', number, number] | readonly ['C', number, number, number, number, number, number] | readonly ['Z']

/**
 * Paints as PDF paths: shapes are collected as a path (in PixiJS's order, like the SVG painter),
 * and each `fill` or `stroke` writes that path to the PDF with its paint; coordinates are mapped
 * from the tile's (x, y) to the page's mm by `(x + dx) * scale`, `(y + dy) * scale`.
 * Opacity goes through PDF graphics states, one per value.
 *
 * Example: `rect(0, 0, 2, 1).fill(0xff0000)` with dx = dy = 0 and scale 1 writes
 * `m 0 0, l 2 0, l 2 1, l 0 1, h, f` in red.
 */
export class PdfPainter implements SheetPainter {
  private steps: PathStep[] = []
  private painted = false

  constructor(
    private readonly pdf: PdfTarget,
    private readonly dx: number,
    private readonly dy: number,
    private readonly scale: number,
    private readonly opacity: (fill: number, stroke: number) => void,
  ) {}

  private add(...steps: PathStep[]): this {
    if (this.painted) {
      this.steps = []
      this.painted = false
    }
    this.steps.push(...steps)
    return this
  }

  moveTo(x: number, y: number): this {
    return this.add(['M', x, y])
  }

  lineTo(x: number, y: number): this {
    return this.add(['L', x, y])
  }

  rect(x: number, y: number, w: number, h: number): this {
    return this.add(['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z'])
  }

  roundRect(x: number, y: number, w: number, h: number, radius = 0): this {
    const r = Math.max(0, Math.min(radius, w / 2, h / 2))
    if (r === 0) return this.rect(x, y, w, h)
    const k = r * (1 - KAPPA)
    return this.add(
      ['M', x + r, y], ['L', x + w - r, y], ['C', x + w - k, y, x + w, y + k, x + w, y + r],
      ['L', x + w, y + h - r], ['C', x + w, y + h - k, x + w - k, y + h, x + w - r, y + h],
      ['L', x + r, y + h], ['C', x + k, y + h, x, y + h - k, x, y + h - r],
      ['L', x, y + r], ['C', x, y + k, x + k, y, x + r, y], ['Z'],
    )
  }

  circle(x: number, y: number, radius: number): this {
    const c = radius * KAPPA
    return this.add(
      ['M', x + radius, y], ['C', x + radius, y + c, x + c, y + radius, x, y + radius],
      ['C', x - c, y + radius, x - radius, y + c, x - radius, y], ['C', x - radius, y - c, x - c, y - radius, x, y - radius],
      ['C', x + c, y - radius, x + radius, y - c, x + radius, y], ['Z'],
    )
  }

  poly(points: number[]): this {
    const steps: PathStep[] = []
    for (let i = 0; i + 1 < points.length; i += 2) steps.push([i === 0 ? 'M' : 'L', points[i]!, points[i + 1]!])
    steps.push(['Z'])
    return this.add(...steps)
  }

  fill(style: number | PaintFill): this {
    const { color, alpha = 1 } = typeof style === 'number' ? { color: style } : style
    if (this.writePath()) {
      this.pdf.setFillColor(...rgb(color))
      this.opacity(alpha, 1)
      this.pdf.fill()
    }
    this.painted = true
    return this
  }

  stroke(style: PaintStroke): this {
    const { width, color, alpha = 1, cap = 'butt', join = 'miter' } = style
    if (this.writePath()) {
      this.pdf.setDrawColor(...rgb(color))
      this.pdf.setLineWidth(width * this.scale)
      this.pdf.setLineCap(cap)
      this.pdf.setLineJoin(join)
      // PixiJS limits mitred joins at 10 widths (PDF's default is also 10).
      if (join === 'miter') this.pdf.setLineMiterLimit(10)
      this.opacity(1, alpha)
      this.pdf.stroke()
    }
    this.painted = true
    return this
  }

  /** Writes the path so far to the PDF; false when it has nothing to paint. */
  private writePath(): boolean {
    if (!this.steps.some((s) => s[0] !== 'M' && s[0] !== 'Z')) return false
    const X = (x: number) => (x + this.dx) * this.scale
    const Y = (y: number) => (y + this.dy) * this.scale
    for (const s of this.steps) {
      if (s[0] === 'M') this.pdf.moveTo(X(s[1]), Y(s[2]))
      else if (s[0] === 'L') this.pdf.lineTo(X(s[1]), Y(s[2]))
      else if (s[0] === 'C') this.pdf.curveTo(X(s[1]), Y(s[2]), X(s[3]), Y(s[4]), X(s[5]), Y(s[6]))
      else this.pdf.close()
    }
    return true
  }
}

/** Whether the PDF's standard fonts can show `text` (printable Latin-1, as WinAnsi encodes it). */
export function standardFontHolds(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c > 0xff) return false
  }
  return true
}

/**
 * Draws the sheet on the current page of `pdf` (a page of the box's size times `pageScale`, in mm):
 * a white background, the page in its colour with its frame when `page` is given, then every tile of `scenes`
 * painted as the canvas paints it at `scale` px per mm, and the labels (each once) as Helvetica
 * text, or as pictures from `picture` where Helvetica cannot show them. Answers how many labels
 * went in as text and as pictures.
 */
export function drawSheetPdf(
  pdf: PdfTarget, scenes: readonly TileScene[], box: SheetBox, scale: number, pageScale: number,
  page: PageShown | null, picture: TextPictureMaker,
): { readonly texts: number; readonly pictures: number } {
  const states = new Map<string, unknown>()
  let current = '1/1'
  const opacity = (fill: number, stroke: number) => {
    const key = `${fill}/${stroke}`
    if (key === current) return
    let state = states.get(key)
    if (state === undefined) states.set(key, (state = pdf.GState({ opacity: fill, 'stroke-opacity': stroke })))
    pdf.setGState(state)
    current = key
  }
  const frame = new PdfPainter(pdf, -box.minX, -box.minY, pageScale, opacity)
  // White around the page; without a page, the drawing's background throughout.
  frame.rect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY).fill(page ? 0xffffff : scenes[0]?.style.background ?? 0xffffff)
  if (page) frame.rect(0, 0, page.width, page.height).fill(page.color).stroke({ width: 1 / scale, color: PALETTE.pageFrame })
  // Every tile's geometry, then every tile's tables over it (as the canvas layers them).
  for (const paint of [paintScene, paintSheetItems]) {
    for (const scene of scenes) {
      const corner = tileBox(scene.z, scene.x, scene.y)
      paint(new PdfPainter(pdf, corner.minX - box.minX, corner.minY - box.minY, pageScale, opacity), scene, scale)
    }
  }
  opacity(1, 1)
  let texts = 0
  let pictures = 0
  pdf.setFont('helvetica', 'normal')
  pdf.setTextColor(...rgb(scenes[0]?.style.textColor ?? PALETTE.text))
  for (const label of sheetLabels(scenes)) {
    const x = (label.x - box.minX) * pageScale
    const baseline = (label.baseline - box.minY) * pageScale
    if (standardFontHolds(label.text)) {
      pdf.setFontSize((label.size * pageScale) / MM_PER_PT)
      pdf.text(label.text, x, baseline)
      texts += 1
      continue
    }
    const drawn = picture(label.text, label.size)
    if (!drawn) continue
    pdf.addImage(drawn.png, 'PNG', x, baseline - drawn.ascent * pageScale, drawn.width * pageScale, drawn.height * pageScale)
    pictures += 1
  }
  return { texts, pictures }
}
