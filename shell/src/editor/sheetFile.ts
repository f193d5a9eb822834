import type { SheetBox } from '@harness/engine'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { whiteCanvas } from '../ui/whiteCanvas'
import { LABEL_FONT_FAMILY, PALETTE, labelFontFamily } from './palette'
import { svgColour } from './sheetPainter'
import { exportBox, exportScale, pdfPage, rasterSize, sheetSvg, type PageShown, type SheetFormat } from './sheetExport'
import { drawSheetPdf, type PdfTarget, type TextPicture } from './sheetPdf'

/** The MIME type of each sheet format. */
export const SHEET_MIME: Readonly<Record<SheetFormat, string>> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' }

/** Why a sheet could not be exported: nothing drawn and no page, or the worker or the browser refused. */
export type SheetFileFailure = 'empty' | 'refused' | 'raster'

/**
 * The sheet of the open harness as a file of `format` (see `sheetExport`): the worker's tiles for
 * the export's box and scale, painted as SVG; PNG and JPG are that SVG drawn on a canvas of the
 * raster size; PDF is one page of the sheet's size in mm (see `pdfPage`) drawn as vectors with
 * its labels as text (`sheetPdf`; jsPDF, loaded only when a PDF is asked for). Runs on the main
 * thread, which rasterises SVG and draws text natively.
 */
export async function sheetFile(
  engine: EngineClient, format: SheetFormat, page: PageShown | null, extent: SheetBox | null,
): Promise<{ ok: true; blob: Blob } | { ok: false; reason: SheetFileFailure; detail?: string }> {
  const box = exportBox(page, extent)
  if (!box) return { ok: false, reason: 'empty' }
  const scale = exportScale(box)
  const answer = await engine.api.viewportScenes(box, scale, {})
  if (!answer.ok) return { ok: false, reason: 'refused', detail: answer.detail }
  if (format === 'pdf') {
    const { jsPDF } = await import('jspdf')
    const sheet = pdfPage(box)
    const pdf = new jsPDF({ orientation: sheet.width >= sheet.height ? 'landscape' : 'portrait', unit: 'mm', format: [sheet.width, sheet.height], compress: true })
    drawSheetPdf(pdf as unknown as PdfTarget, answer.view.scenes, box, scale, sheet.scale, page, textPicture(answer.view.scenes[0]?.style))
    return { ok: true, blob: pdf.output('blob') }
  }
  const svg = sheetSvg(answer.view.scenes, box, scale, page)
  if (format === 'svg') return { ok: true, blob: new Blob([svg], { type: SHEET_MIME.svg }) }
  const { width, height } = rasterSize(box, scale)
  let canvas: HTMLCanvasElement
  try {
    canvas = await rasterise(svg, width, height)
  } catch (error) {
    return { ok: false, reason: 'raster', detail: error instanceof Error ? error.message : String(error) }
  }
  const image = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, SHEET_MIME[format], 0.92))
  if (!image) return { ok: false, reason: 'raster', detail: 'the canvas gave no image' }
  return { ok: true, blob: image }
}

/** Resolution of the pictures of labels the PDF's standard fonts cannot show, in dots per inch. */
const TEXT_PICTURE_DPI = 600

/**
 * Draws labels as PNG pictures on a canvas in the drawing settings' font and colour (Chinese text, which the PDF's
 * standard fonts lack), each text and size once. Null for a label the canvas cannot draw.
 */
function textPicture(style?: { readonly textColor: number; readonly fontFamily: string }): (text: string, size: number) => TextPicture | null {
  const family = style ? labelFontFamily(style.fontFamily) : LABEL_FONT_FAMILY
  const drawn = new Map<string, TextPicture | null>()
  const pxPerMm = TEXT_PICTURE_DPI / 25.4
  // One canvas measures every label.
  const probe = document.createElement('canvas').getContext('2d')
  return (text, size) => {
    const key = `${size}\u0000${text}`
    if (drawn.has(key)) return drawn.get(key)!
    const font = `${Math.max(1, size * pxPerMm)}px ${family}`
    let picture: TextPicture | null = null
    if (probe) {
      probe.font = font
      const m = probe.measureText(text)
      const ascent = Math.ceil(m.actualBoundingBoxAscent || size * pxPerMm * 0.8)
      const width = Math.ceil(m.width)
      const height = ascent + Math.ceil(m.actualBoundingBoxDescent || size * pxPerMm * 0.2)
      if (width > 0 && height > 0 && width * height <= 16_000_000) {
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext('2d')!
        context.font = font
        context.fillStyle = svgColour(style?.textColor ?? PALETTE.text)
        context.textBaseline = 'alphabetic'
        context.fillText(text, 0, ascent)
        const png = Uint8Array.from(atob(canvas.toDataURL('image/png').split(',')[1]!), (c) => c.charCodeAt(0))
        picture = { png, width: width / pxPerMm, height: height / pxPerMm, ascent: ascent / pxPerMm }
      }
    }
    drawn.set(key, picture)
    return picture
  }
}

/** Draws an SVG document on a new canvas of `width` × `height` px, white behind it. */
async function rasterise(svg: string, width: number, height: number): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: SHEET_MIME.svg }))
  try {
    const image = new Image()
    image.decoding = 'async'
    const loaded = new Promise<void>((resolve, reject) => {
      image.onload = () => resolve()
      image.onerror = () => reject(new Error('the sheet\'s SVG did not load as an image'))
    })
    image.src = url
    await loaded
    const { canvas, context } = whiteCanvas(width, height)
    context.drawImage(image, 0, 0, width, height)
    return canvas
  } finally {
    URL.revokeObjectURL(url)
  }
}
