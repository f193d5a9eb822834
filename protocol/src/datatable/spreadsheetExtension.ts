/**
 * The spreadsheet kind a file name's extension names (`.xlsx`, first worksheet, or `.csv`), or null
 * for any other file: what the table-file import, the part-table import and the dictionary tables
 * read.
 */
export function spreadsheetExtension(name: string): '.xlsx' | '.csv' | null {
  const lower = name.toLowerCase()
  return lower.endsWith('.xlsx') ? '.xlsx' : lower.endsWith('.csv') ? '.csv' : null
}
