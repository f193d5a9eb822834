import type { AnyId } from '../model/records'
import type { DocReader } from '../store/DocReader'
import type { WireRoute } from './wireRoutes'
import type { MessageKey, WireId } from '@harness/protocol'

/**
 * The finding of a design-rule check, named by the dictionary message of specification section 8
 * it shows, with the records it concerns.
 */
export interface RuleFinding {
  readonly rule: RuleId
  readonly severity: 'error' | 'warning'
  readonly ids: readonly AnyId[]
  readonly detail: string
}

/** The checks the engine runs; each maps to a dictionary message. */
export type RuleId =
  | 'cannotConnectToGraph'
  | 'openWireEnd'
  | 'noSealOrPlugProperty'
  | 'noPartNumber'
  | 'segmentWithoutLength'
  | 'protectionOutsideSegment'

/** The dictionary message (spec 8) each rule shows, as a key of protocol's message catalogue. */
export const RULE_MESSAGES: Readonly<Record<RuleId, MessageKey>> = {
  cannotConnectToGraph: 'cannotConnectToGraph',
  openWireEnd: 'dataUnavailable',
  noSealOrPlugProperty: 'noSealOrPlugProperty',
  noPartNumber: 'noMatchedSubComponent',
  segmentWithoutLength: 'bundleNotVisualisable',
  protectionOutsideSegment: 'bundleNotVisualisable',
}

/**
 * Runs the design-rule checks over a document and its routes: wires that cannot be routed
 * ("cannot connect to this graph"), open wire ends, seals or plugs in a connector without the
 * seal/plug property ticked, wires and connectors without a part number, segments without a
 * positive length, and protection runs outside their segment.
 */
export function checkDesignRules(doc: DocReader, routes: ReadonlyMap<WireId, WireRoute>): RuleFinding[] {
  const findings: RuleFinding[] = []
  for (const route of routes.values()) {
    if (route.ok) continue
    if (route.reason === 'cannotConnectToGraph') {
      findings.push({ rule: 'cannotConnectToGraph', severity: 'error', ids: [route.wireId], detail: 'the two ends lie in separate bundles' })
    } else {
      findings.push({ rule: 'openWireEnd', severity: 'warning', ids: [route.wireId], detail: 'a wire end is attached to nothing' })
    }
  }
  for (const seal of doc.all('seal')) {
    const cavity = doc.getOf('cavity', seal.cavityId)
    const connector = cavity ? doc.getOf('connector', cavity.connectorId) : undefined
    if (!connector) continue
    const allowed = seal.kind === 'seal' ? connector.sealable : connector.pluggable
    if (!allowed) findings.push({ rule: 'noSealOrPlugProperty', severity: 'error', ids: [seal.id, connector.id], detail: `${seal.kind} in ${connector.name}` })
  }
  for (const connector of doc.all('connector')) {
    if (connector.partNumber === '') findings.push({ rule: 'noPartNumber', severity: 'warning', ids: [connector.id], detail: connector.name })
  }
  for (const wire of doc.all('wire')) {
    if (wire.partNumber === '' && wire.multicoreId === null) findings.push({ rule: 'noPartNumber', severity: 'warning', ids: [wire.id], detail: wire.name })
  }
  for (const segment of doc.all('segment')) {
    if (!(segment.length > 0)) findings.push({ rule: 'segmentWithoutLength', severity: 'error', ids: [segment.id], detail: segment.name })
  }
  for (const run of doc.all('protection')) {
    const segment = doc.getOf('segment', run.segmentId)
    if (segment && (run.start < 0 || run.end > segment.length + 1e-6 || run.start >= run.end)) {
      findings.push({ rule: 'protectionOutsideSegment', severity: 'error', ids: [run.id, segment.id], detail: `${run.start}..${run.end} on ${segment.length} mm` })
    }
  }
  return findings
}
