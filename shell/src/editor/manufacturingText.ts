import { BOM_CATEGORIES, VALUE_LABELS_ZH, defaultManufacturingFields } from '@harness/engine'

/** Which coded text field of the manufacturing fields a value belongs to. */
export type CodedField = 'process' | 'connectWay'

/** The code words of each coded field: the built-in processes and connect ways of every BOM category. */
const CODES: Readonly<Record<CodedField, readonly string[]>> = {
  process: [...new Set(BOM_CATEGORIES.map((c) => defaultManufacturingFields(c).process))],
  connectWay: [...new Set(BOM_CATEGORIES.map((c) => defaultManufacturingFields(c).connectWay).filter((w) => w !== ''))],
}

/**
 * A manufacturing field's text as a Chinese user reads it: a built-in code word of the field
 * (`crimping`) as its label (压接), as the manufacturing BOM shows it; any other text as typed.
 * English keeps the text as it is.
 */
export function shownManufacturingText(field: CodedField, value: string, zh: boolean): string {
  return zh && CODES[field].includes(value) ? VALUE_LABELS_ZH[value] ?? value : value
}

/**
 * The text to keep for what the user left in a coded field: the code word whose Chinese label it
 * is (so an untouched 压接 stays `crimping` and reports translate it), otherwise the text, trimmed.
 */
export function keptManufacturingText(field: CodedField, shown: string, zh: boolean): string {
  const text = shown.trim()
  if (!zh) return text
  return CODES[field].find((code) => VALUE_LABELS_ZH[code] === text) ?? text
}

/** Resources as typed in one field: separated by commas, semicolons or the ideographic comma, blanks dropped. */
export function resourcesOfText(text: string): string[] {
  return text.split(/[,;，；、]/).map((r) => r.trim()).filter((r) => r !== '')
}
