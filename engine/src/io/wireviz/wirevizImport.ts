/**
 * Imports WireViz YAML (one file, or prepend files followed by the main file, joined as WireViz's
 * `--prepend` joins them) all the way to its bill of materials: YAML 1.1 → document → harness →
 * BOM. Every expected failure comes back as an error value with a message, the document place
 * (`cables.W1.wirecount`) where known, and the 1-based line and column for YAML syntax errors.
 */
import { buildHarness, type WirevizHarness } from './wirevizHarness'
import { bomToTsv, generateBom, type WirevizBom } from './wirevizBom'
import { parseWirevizDocument, type WirevizDocument } from './wirevizModel'
import { loadYaml11, type YamlLimits } from './yaml11'

/** Why an import failed: `path` names the document place, `line`/`column` (1-based) the YAML position. */
export interface WirevizImportError {
  readonly message: string
  readonly path: string | null
  readonly line: number | null
  readonly column: number | null
}

/** A successful import: the document, the instantiated harness and its BOM. */
export interface WirevizImport {
  readonly document: WirevizDocument
  readonly harness: WirevizHarness
  readonly bom: WirevizBom
}

/** The result of {@link importWireviz}. */
export type WirevizImportResult = { readonly ok: true; readonly value: WirevizImport } | { readonly ok: false; readonly error: WirevizImportError }

/**
 * Reads WireViz YAML text and computes its BOM as WireViz 0.4.1 would. Given several texts, all
 * but the last are prepend files (shared templates and anchors) joined before the main file,
 * each followed by a line break. Never throws for any input text.
 */
export function importWireviz(source: string | readonly string[], limits: YamlLimits = {}): WirevizImportResult {
  const texts = typeof source === 'string' ? [source] : source
  if (texts.length === 0 || texts.some((t) => typeof t !== 'string')) throw new RangeError('importWireviz: expected one or more YAML texts')
  const joined = texts.slice(0, -1).map((t) => t + '\n').join('') + (texts[texts.length - 1] as string)
  const yaml = loadYaml11(joined, limits)
  if (!yaml.ok) return { ok: false, error: { ...yaml.error, path: null } }
  const doc = parseWirevizDocument(yaml.value)
  if (!doc.ok) return { ok: false, error: { ...doc.error, line: null, column: null } }
  const harness = buildHarness(doc.value)
  if (!harness.ok) return { ok: false, error: { ...harness.error, line: null, column: null } }
  const bom = generateBom(harness.value)
  if (!bom.ok) return { ok: false, error: { ...bom.error, line: null, column: null } }
  return { ok: true, value: { document: doc.value, harness: harness.value, bom: bom.value } }
}

/** WireViz's `.bom.tsv` text for WireViz YAML, or the import error. */
export function wirevizBomTsv(source: string | readonly string[]): { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: WirevizImportError } {
  const r = importWireviz(source)
  return r.ok ? { ok: true, value: bomToTsv(r.value.bom) } : r
}
