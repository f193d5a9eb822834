/**
 * The part fields of a harness record (part number and description, spec 3) from a WireViz
 * connector or cable template. WireViz has five part-data fields (`pn`, `manufacturer`, `mpn`,
 * `supplier`, `spn`) and free-text `type`/`subtype`; a bundle may give one part-data value per wire.
 *
 * - Part number: `pn`, else the manufacturer's `mpn`, else ''.
 * - Description: `type` and `subtype` joined with ", " (the colour after them, when given), then
 *   the manufacturer and supplier information as WireViz's diagram prints it ("Molex:
 *   22013047", "MPN: 22013047", "Digikey: WM2012-ND"), joined with "; ". HTML links are reduced
 *   to their text and whitespace collapsed, as WireViz's TSV does.
 */
import { NO_PART } from '../../model/factories'
import type { PartFields } from '../../model/records'
import { pyStr } from './pyFormat'
import { pyTruthy, type PyValue } from './pyValue'
import { cleanWhitespace, removeLinks } from './wirevizBom'
import type { PartData } from './wirevizModel'

/** A WireViz text value as plain text: '' when falsy, lists joined with ", ", links and extra whitespace removed. */
export function wirevizText(value: PyValue): string {
  if (!pyTruthy(value)) return ''
  const text = Array.isArray(value) ? value.map(pyStr).join(', ') : pyStr(value)
  return cleanWhitespace(removeLinks(text))
}

/** Item `index` of a per-wire part-data list, or the value itself when it is not a list (or `index` is null). */
function pick(value: PyValue, index: number | null): PyValue {
  return index !== null && Array.isArray(value) ? (value[index] ?? null) : value
}

/** WireViz's `pn_info_string`: "name: number", the name alone, or "HEADER: number". */
function infoString(header: string, name: string, number: string): string {
  if (name !== '' && number !== '') return `${name}: ${number}`
  if (name !== '') return name
  return number !== '' ? `${header}: ${number}` : ''
}

/**
 * Part fields for a template's part data and type texts; `index` picks one wire's values from a
 * bundle's per-wire lists (null for connectors and cables). `colour`, the housing's or jacket's
 * colour codes ('GN/YE'), follows the type texts as in WireViz's BOM ("Crimp ferrule, 0.5 mm²,
 * OG"), and only after them: a colour alone is no description (the BOM then makes one, "2-way
 * connector").
 */
export function wirevizPartFields(parts: PartData, texts: readonly PyValue[], index: number | null = null, colour = ''): PartFields {
  const text = (key: keyof PartData) => wirevizText(pick(parts[key], index))
  const pn = text('pn')
  const mpn = text('mpn')
  const typeTexts = texts.map(wirevizText).filter((t) => t !== '')
  const kind = (typeTexts.length > 0 && colour !== '' ? [...typeTexts, colour] : typeTexts).join(', ')
  const sources = [infoString('MPN', text('manufacturer'), mpn), infoString('SPN', text('supplier'), text('spn'))].filter((t) => t !== '')
  const description = [kind, ...sources].filter((t) => t !== '').join('; ')
  return { ...NO_PART, partNumber: pn !== '' ? pn : mpn, description }
}
