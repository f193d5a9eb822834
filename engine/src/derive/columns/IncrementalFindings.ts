import type { CavityId, SegmentId, WireId } from '@harness/protocol'
import type { HarnessRecord } from '../../model/records'
import type { DocReader } from '../../store/DocReader'
import type { SegmentDiameter } from '../bundleDiameters'
import { endPartFinding, fixedDiameterFinding, invalidPartFinding, openCavityFinding, protectionRangeFinding, sharedCavityFinding, type RuleFinding } from '../designRules'
import { PART_RECORD_TYPES } from '../../library/catalogChecks'
import { PartCatalog } from '../../library/PartCatalog'
import type { UnroutableReason } from '../wireRoutes'

/**
 * The design-rule findings of a document (the checks of {@link checkDesignRules}), kept current
 * record by record: after an edit only the records it changed, and those whose findings read them,
 * are checked again, so a finding list of an aircraft harness costs nothing to keep between edits.
 * Each record has at most one finding per rule; the list is the findings in the order they were
 * found (a full check gives {@link checkDesignRules}' order).
 *
 * A full check waits until it is needed: {@link recomputeAll} keeps the unroutable wires and the
 * check runs when the findings are first read or first changed, so opening a document answers
 * (and its first view is drawn) before it (at M, 70,000 records, the check is 10-15 ms of a 250 ms
 * open; at XL 90 ms). Every reading and every change settles it first, so what callers see is the
 * same as had it run at once.
 */
export class IncrementalFindings {
  private readonly byKey = new Map<string, RuleFinding>()
  private list: RuleFinding[] | null = null
  /** True while a full check fills the empty map (nothing to drop). */
  private filling = false
  /** The part library the document is checked against (empty: no library checks). */
  private catalog = PartCatalog.EMPTY
  /** The unroutable wires of a full check not run yet; null when the findings are current. */
  private pending: { wireId: WireId; reason: UnroutableReason }[] | null = null

  /**
   * `diameterOf` answers a segment's diameters as the derivation holds them; after re-sizing a
   * segment the derivation calls {@link resized}, since an edit's records are touched before
   * their segments are sized again.
   */
  constructor(
    private readonly doc: DocReader,
    private readonly diameterOf: (id: SegmentId) => SegmentDiameter | undefined,
  ) {}

  /** Every finding, as a list that stays the same object until the next change. */
  all(): readonly RuleFinding[] {
    this.settle()
    return (this.list ??= [...this.byKey.values()])
  }

  /** Number of findings. */
  get size(): number {
    this.settle()
    return this.byKey.size
  }

  /**
   * Checks everything again, in {@link checkDesignRules}' order, when the findings are next read or
   * changed; `unroutable` lists wires without a route.
   */
  recomputeAll(unroutable: Iterable<{ wireId: WireId; reason: UnroutableReason }>): void {
    this.byKey.clear()
    this.list = null
    this.pending = [...unroutable]
  }

  /** Runs the full check {@link recomputeAll} left waiting, if any. */
  private settle(): void {
    const unroutable = this.pending
    if (unroutable === null) return
    this.pending = null
    this.filling = true
    for (const { wireId, reason } of unroutable) this.setRoute(wireId, reason)
    for (const seal of this.doc.all('seal')) this.checkSeal(seal.id, seal)
    for (const connector of this.doc.all('connector')) this.checkConnector(connector.id, connector)
    for (const wire of this.doc.all('wire')) this.checkWire(wire.id, wire)
    for (const splice of this.doc.all('splice')) this.checkSplice(splice.id, splice)
    for (const cavity of this.doc.all('cavity')) this.checkSharedCavity(cavity.id)
    for (const segment of this.doc.all('segment')) this.checkSegment(segment.id, segment)
    for (const segment of this.doc.all('segment')) this.checkFixedDiameter(segment.id, segment)
    for (const run of this.doc.all('protection')) this.checkProtection(run.id, run)
    this.checkCatalogAll()
    this.filling = false
  }

  /** Checks the document against `catalog` from now on (the library rules of every record again). */
  setCatalog(catalog: PartCatalog): void {
    this.settle()
    this.catalog = catalog
    for (const [key, finding] of this.byKey) {
      if (finding.rule === 'invalidPart' || finding.rule === 'endPartMismatch' || finding.rule === 'sealedCavityOpen') {
        this.byKey.delete(key)
        this.list = null
      }
    }
    this.checkCatalogAll()
  }

  /** The library rules over the whole document, in the order of a full check. */
  private checkCatalogAll(): void {
    if (this.catalog.size === 0) return
    for (const type of PART_RECORD_TYPES) for (const record of this.doc.all(type)) this.checkInvalid(record.id, record)
    for (const wire of this.doc.all('wire')) this.checkEndParts(wire.id, wire)
    for (const cavity of this.doc.all('cavity')) this.checkOpenCavity(cavity.id)
  }

  /** Sets the route finding of a wire: none when routed, else "cannot connect" or "open end". */
  setRoute(wireId: WireId, reason: UnroutableReason | null): void {
    this.settle()
    this.drop('cannotConnectToGraph', wireId)
    this.drop('openWireEnd', wireId)
    if (reason === 'cannotConnectToGraph') this.put({ rule: 'cannotConnectToGraph', severity: 'error', ids: [wireId], detail: 'the two ends lie in separate bundles' })
    else if (reason === 'openEnd') this.put({ rule: 'openWireEnd', severity: 'warning', ids: [wireId], detail: 'a wire end is attached to nothing' })
  }

  /** Checks again segment `id`'s fixed diameter against its bundle, once the segment is sized again. */
  resized(id: SegmentId): void {
    this.settle()
    this.checkFixedDiameter(id)
  }

  /** Checks again what a changed (added, updated or removed) record can affect, itself included. */
  touch(record: HarnessRecord): void {
    this.settle()
    const doc = this.doc
    if (this.catalog.size > 0) this.touchCatalog(record)
    switch (record.typeName) {
      case 'seal':
        this.checkSeal(record.id)
        break
      case 'connector':
        this.checkConnector(record.id)
        for (const cavity of doc.cavitiesOf(record.id)) for (const seal of doc.sealsIn(cavity.id)) this.checkSeal(seal.id)
        break
      case 'cavity':
        for (const seal of doc.sealsIn(record.id)) this.checkSeal(seal.id)
        this.checkSharedCavity(record.id)
        break
      case 'wire':
        this.checkWire(record.id)
        if (!doc.get(record.id)) this.setRoute(record.id, null)
        // The wire as it was and as it is both come here: the cavities it left and the ones it went to.
        for (const end of [record.endA, record.endB]) if (end.kind === 'cavity') this.checkSharedCavity(end.cavityId)
        break
      case 'segment':
        this.checkSegment(record.id)
        for (const run of doc.protectionsOn(record.id)) this.checkProtection(run.id)
        break
      case 'protection':
        this.checkProtection(record.id)
        break
      case 'splice':
        this.checkSplice(record.id)
        break
      default:
        break
    }
  }

  /**
   * The library rules a changed record can affect: its own part's status, and the end parts of
   * the wires it bears on (a wire itself; a terminal's wire; the wires in a seal's or cavity's
   * cavity; every wire in a connector's cavities).
   */
  private touchCatalog(record: HarnessRecord): void {
    const doc = this.doc
    this.checkInvalid(record.id)
    switch (record.typeName) {
      case 'wire':
        this.checkEndParts(record.id)
        for (const end of [record.endA, record.endB]) if (end.kind === 'cavity') this.checkOpenCavity(end.cavityId)
        break
      case 'terminal':
        this.checkEndParts(record.wireId)
        break
      case 'seal':
        for (const wire of doc.wiresAt(record.cavityId)) this.checkEndParts(wire.id, wire)
        this.checkOpenCavity(record.cavityId)
        break
      case 'cavity':
        for (const wire of doc.wiresAt(record.id)) this.checkEndParts(wire.id, wire)
        this.checkOpenCavity(record.id)
        break
      case 'connector':
        for (const cavity of doc.cavitiesOf(record.id)) {
          for (const wire of doc.wiresAt(cavity.id)) this.checkEndParts(wire.id, wire)
          this.checkOpenCavity(cavity.id)
        }
        break
      default:
        break
    }
  }

  // Each check takes the record when the caller holds it (a full check), else looks it up.

  private checkInvalid(id: string, record = this.doc.get(id)): void {
    this.drop('invalidPart', id)
    const finding = record ? invalidPartFinding(this.catalog, record) : null
    if (finding) this.put(finding)
  }

  private checkEndParts(id: string, wire = this.doc.getOf('wire', id)): void {
    this.drop('endPartMismatch', id)
    const finding = wire ? endPartFinding(this.doc, this.catalog, wire) : null
    if (finding) this.put(finding)
  }

  private checkSharedCavity(id: CavityId): void {
    this.drop('cavityShared', id)
    const finding = sharedCavityFinding(this.doc, id)
    if (finding) this.put(finding)
  }

  private checkOpenCavity(id: CavityId): void {
    this.drop('sealedCavityOpen', id)
    const finding = openCavityFinding(this.doc, this.catalog, id)
    if (finding) this.put(finding)
  }

  private checkSeal(id: string, seal = this.doc.getOf('seal', id)): void {
    this.drop('noSealOrPlugProperty', id)
    if (!seal) return
    const connector = this.doc.connectorOfCavity(seal.cavityId)
    if (!connector) return
    const allowed = seal.kind === 'seal' ? connector.sealable : connector.pluggable
    if (!allowed) this.put({ rule: 'noSealOrPlugProperty', severity: 'error', ids: [seal.id, connector.id], detail: `${seal.kind} in ${connector.name}` })
  }

  private checkConnector(id: string, connector = this.doc.getOf('connector', id)): void {
    this.drop('noPartNumber', id)
    if (connector && connector.partNumber === '') this.put({ rule: 'noPartNumber', severity: 'warning', ids: [connector.id], detail: connector.name })
  }

  private checkWire(id: string, wire = this.doc.getOf('wire', id)): void {
    this.drop('noPartNumber', id)
    if (wire && wire.partNumber === '' && wire.multicoreId === null) this.put({ rule: 'noPartNumber', severity: 'warning', ids: [wire.id], detail: wire.name })
  }

  private checkSplice(id: string, splice = this.doc.getOf('splice', id)): void {
    this.drop('noPartNumber', id)
    if (splice && splice.partNumber === '') this.put({ rule: 'noPartNumber', severity: 'warning', ids: [splice.id], detail: splice.name })
  }

  private checkSegment(id: string, segment = this.doc.getOf('segment', id)): void {
    this.drop('segmentWithoutLength', id)
    if (segment && !(segment.length > 0)) this.put({ rule: 'segmentWithoutLength', severity: 'error', ids: [segment.id], detail: segment.name })
  }

  private checkFixedDiameter(id: SegmentId, segment = this.doc.getOf('segment', id)): void {
    this.drop('fixedDiameterTooSmall', id)
    const finding = segment ? fixedDiameterFinding(segment, this.diameterOf(id)) : null
    if (finding) this.put(finding)
  }

  private checkProtection(id: string, run = this.doc.getOf('protection', id)): void {
    this.drop('protectionOutsideSegment', id)
    const segment = run ? this.doc.getOf('segment', run.segmentId) : undefined
    const finding = run && segment ? protectionRangeFinding(run, segment) : null
    if (finding) this.put(finding)
  }

  private put(finding: RuleFinding): void {
    this.byKey.set(`${finding.rule} ${finding.ids[0]}`, finding)
    this.list = null
  }

  private drop(rule: RuleFinding['rule'], id: string): void {
    if (this.filling) return
    if (this.byKey.delete(`${rule} ${id}`)) this.list = null
  }
}
