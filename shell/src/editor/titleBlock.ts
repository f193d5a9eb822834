import type { FileDetail } from '@harness/protocol'

/** A table cell's width and a row's height on the sheet, in mm, as the engine draws tables. */
export const TABLE_CELL_MM = 20
export const TABLE_ROW_MM = 6

/** Distance of the title block from the page's bottom and right edges, in mm. */
const MARGIN_MM = 10

/**
 * The title block of a drawing (specification section 1: tables and labels on the sheet, a title
 * block filled from the file and project): a two-column table at the page's bottom right naming
 * the drawing, its project, the file version, the date (YYYY-MM-DD) and who saved it last.
 * Example: an A4 landscape page (297 × 210 mm) puts the 40 × 30 mm block at (247, 170).
 */
export function titleBlock(detail: Pick<FileDetail, 'name' | 'projectName' | 'updatedBy'>, version: number, page: { readonly width: number; readonly height: number }, today: Date) {
  const rows = 5
  const cols = 2
  const cells = ['图名 Title', detail.name, '项目 Project', detail.projectName, '版本 Version', String(version), '日期 Date', today.toISOString().slice(0, 10), '设计 Drawn', detail.updatedBy]
  const position: [number, number] = [page.width - cols * TABLE_CELL_MM - MARGIN_MM, page.height - rows * TABLE_ROW_MM - MARGIN_MM]
  return { position, rows, cols, cells }
}
