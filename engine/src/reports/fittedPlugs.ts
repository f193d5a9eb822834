import type { CavityId } from '@harness/protocol'
import type { WireRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'

/**
 * Whether the cavity plugs of a document are fitted, cavity by cavity. A plug closes a cavity
 * that no wire uses (harness-domain F10, cavity seals and plugs); a file may name one for every cavity of a
 * housing (the VW KBL samples do, wired cavities included), for the variants that leave the
 * cavity empty. A plug is fitted unless a wire built in every variant ends in its cavity:
 *
 * - a wire of no module is in every variant;
 * - with configurations (the variants the file lists), a wire is in every variant when each
 *   configuration takes one of its modules;
 * - without configurations, a wire of a document with a single module is in every variant; with
 *   several modules the variants are not known, and the plug is kept (the 150 % BOM lists it).
 *
 * Example: the generator sample (one module, three wires, six plugs): the four plugs in wired
 * cavities are not fitted, the two in empty cavities are.
 */
export class FittedPlugs {
  private readonly always = new Map<string, boolean>()
  private readonly configurations: ReadonlyArray<ReadonlySet<string>>
  private readonly singleModule: boolean

  constructor(private readonly doc: DocReader) {
    this.configurations = [...doc.all('configuration')].map((c) => new Set<string>(c.moduleIds))
    let modules = 0
    for (const _ of doc.all('module')) if (++modules > 1) break
    this.singleModule = modules === 1
  }

  /** Whether a plug in cavity `cavityId` is fitted: no wire of every variant ends there. */
  fittedIn(cavityId: CavityId): boolean {
    return !this.doc.wiresAt(cavityId).some((wire) => this.inEveryVariant(wire))
  }

  private inEveryVariant(wire: WireRecord): boolean {
    if (wire.moduleIds.length === 0) return true
    let known = this.always.get(wire.id)
    if (known === undefined) {
      known = this.configurations.length > 0
        ? this.configurations.every((modules) => wire.moduleIds.some((m) => modules.has(m)))
        : this.singleModule
      this.always.set(wire.id, known)
    }
    return known
  }
}
