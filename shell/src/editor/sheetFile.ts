import type { SheetBox } from '@harness/engine'
import type { EngineClient } from '../../../workers/src/client/engineClient'
import { whiteCanvas } from '../ui/whiteCanvas'
import { exportBox, exportScale, pdfPage, rasterSize, sheetSvg, type SheetFormat } from './sheetExport'

/** The MIME type of each sheet format. */
export const SHEET_MIME: Readonly<Record<SheetFormat, string>> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' }

/** Why a sheet could not be exported: nothing drawn and no page, or the worker or the browser refused. */
export type SheetFileFailure = 'empty' | 'refused' | 'raster'

/**
 * The sheet of the open harness as a file of `format` (see `sheetExport`): the worker's tiles for
 * the export's box and scale, painted as SVG; PNG and JPG are that SVG drawn on a canvas of the
 * raster size; PDF is one page of the sheet's size in mm (see `pdfPage`) holding the JPG
 * (jsPDF, loaded only when a PDF is asked for). Runs on the main thread, which rasterises SVG natively.
 */
export async function sheetFile(
  engine: EngineClient, format: SheetFormat, page: { readonly width: number; readonly height: number } | null, extent: SheetBox | null,
): Promise<{ ok: true; blob: Blob } | { ok: false; reason: SheetFileFailure; detail?: string }> {
  const box = exportBox(page, extent)
  if (!box) return { ok: false, reason: 'empty' }
  const scale = exportScale(box)
  const answer = await engine.api.viewportScenes(box, scale, {})
  if (!answer.ok) return { ok: false, reason: 'refused', detail: answer.detail }
  const svg = sheetSvg(answer.view.scenes, box, scale, page)
  if (format === 'svg') return { ok: true, blob: new Blob([svg], { type: SHEET_MIME.svg }) }
  const { width, height } = rasterSize(box, scale)
  let canvas: HTMLCanvasElement
  try {
    canvas = await rasterise(svg, width, height)
  } catch (error) {
    return { ok: false, reason: 'raster', detail: error instanceof Error ? error.message : String(error) }
  }
  const image = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, SHEET_MIME[format === 'pdf' ? 'jpg' : format], 0.92))
  if (!image) return { ok: false, reason: 'raster', detail: 'the canvas gave no image' }
  if (format !== 'pdf') return { ok: true, blob: image }
  const { jsPDF } = await import('jspdf')
  const sheet = pdfPage(box)
  const pdf = new jsPDF({ orientation: sheet.width >= sheet.height ? 'landscape' : 'portrait', unit: 'mm', format: [sheet.width, sheet.height], compress: true })
  pdf.addImage(new Uint8Array(await image.arrayBuffer()), 'JPEG', 0, 0, sheet.width, sheet.height)
  return { ok: true, blob: pdf.output('blob') }
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
