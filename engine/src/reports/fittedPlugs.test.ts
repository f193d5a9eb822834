import type { CavityId, ConfigurationId, ModuleId, SealId } from '@harness/protocol'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { harness } from '../../test/harnessBuilder'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { importKbl } from '../io/kbl'
import { createSeal } from '../model/factories'
import type { HarnessRecord, WireRecord } from '../model/records'
import { assemblyTable } from './assemblyTable'
import { bom } from './bom'
import { FittedPlugs } from './fittedPlugs'

const module = (id: string): HarnessRecord => ({ id: id as ModuleId, typeName: 'module', name: id, partNumber: '', description: '' })
const configuration = (id: string, modules: string[]): HarnessRecord => ({ id: id as ConfigurationId, typeName: 'configuration', name: id, moduleIds: modules as ModuleId[] })

/** X1 with two cavities closed by plugs P1 and P2, a wire W1 from X1:1 to X2:1 in `modules`, and `extra` records. */
function plugged(modules: string[], extra: HarnessRecord[]) {
  const h = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 100).connector('X1', 'A', 2).connector('X2', 'B', 1).wire('W1', 'X1:1', 'X2:1')
  const records = h.records.map((r) => (r.typeName === 'wire' ? { ...(r as WireRecord), moduleIds: modules as ModuleId[] } : r))
  const plugs = ['X1:1', 'X1:2'].map((cavity, i) => createSeal({ id: `P${i + 1}` as SealId, cavityId: cavity as CavityId, kind: 'plug', partNumber: 'PLUG-1' }))
  const doc = new Editor([...records, ...plugs, ...extra]).doc
  const derived = deriveHarness(doc)
  return {
    fitted: new FittedPlugs(doc),
    plugsInBom: bom(doc, derived).filter((l) => l.category === 'plug').reduce((n, l) => n + l.quantity, 0),
    plugSteps: assemblyTable(doc, derived).filter((s) => s.operation === 'fitPlug').map((s) => s.position),
  }
}

describe('FittedPlugs', () => {
  it('fits no plug where a wire of every variant ends, in the BOM and the assembly table', () => {
    for (const [modules, extra] of [[[], []], [['M1'], [module('M1')]], [['M1'], [module('M1'), module('M2'), configuration('C1', ['M1']), configuration('C2', ['M1', 'M2'])]]] as const) {
      const r = plugged([...modules], [...extra])
      expect(r.fitted.fittedIn('X1:1' as CavityId)).toBe(false)
      expect(r.fitted.fittedIn('X1:2' as CavityId)).toBe(true)
      expect(r.plugsInBom).toBe(1)
      expect(r.plugSteps).toEqual(['2'])
    }
  })

  it('keeps a plug where the wire is left out of some variant, or the variants are not known', () => {
    // A configuration without the wire's module leaves the cavity empty.
    const partial = plugged(['M1'], [module('M1'), module('M2'), configuration('C1', ['M1']), configuration('C2', ['M2'])])
    expect(partial.fitted.fittedIn('X1:1' as CavityId)).toBe(true)
    expect(partial.plugsInBom).toBe(2)
    // Several modules and no configurations: the 150 % BOM keeps the plug.
    const unknown = plugged(['M1'], [module('M1'), module('M2')])
    expect(unknown.plugsInBom).toBe(2)
    expect(unknown.plugSteps).toEqual(['1', '2'])
  })

  it('counts the VW generator sample\'s two plugs in empty cavities, not the four in wired ones', () => {
    const file = fileURLToPath(new URL('../../../../shared/corpus/kbl/samples/kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl', import.meta.url))
    const imported = importKbl(readFileSync(file, 'utf8'))
    if (!imported.ok) throw new Error('the generator sample did not import')
    const doc = new Editor(imported.records).doc
    const derived = deriveHarness(doc)
    expect([...doc.all('seal')].filter((s) => s.kind === 'plug')).toHaveLength(6)
    expect(bom(doc, derived).filter((l) => l.category === 'plug').reduce((n, l) => n + l.quantity, 0)).toBe(2)
    expect(assemblyTable(doc, derived).filter((s) => s.operation === 'fitPlug')).toHaveLength(2)
  })
})
