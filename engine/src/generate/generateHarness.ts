import type { ConfigurationId, ModuleId } from '@harness/protocol'
import type { ConfigurationRecord, HarnessRecord, ModuleRecord } from '../model/records'
import { facingStubs, stackConnectors } from './connectorStacks'
import { generateCoverings } from './harnessCoverings'
import { checkSizeSpec, HARNESS_SIZES, type HarnessSize, type HarnessSizeSpec } from './harnessSizes'
import { generateTopology } from './harnessTopology'
import { generateWiring } from './harnessWiring'
import { createRandom } from './seededRandom'

/** The optional modules (variants) every synthetic harness has; 8 % of its plain wires belong to one. */
const MODULES: readonly ModuleRecord[] = [
  { id: 'module:TOW' as ModuleId, typeName: 'module', name: 'TOW', partNumber: 'MOD-TOW', description: 'trailer tow bar' },
  { id: 'module:SUN' as ModuleId, typeName: 'module', name: 'SUN', partNumber: 'MOD-SUN', description: 'sunroof' },
  { id: 'module:AHL' as ModuleId, typeName: 'module', name: 'AHL', partNumber: 'MOD-AHL', description: 'adaptive headlights' },
]

const CONFIGURATIONS: readonly ConfigurationRecord[] = [
  { id: 'configuration:BASE' as ConfigurationId, typeName: 'configuration', name: 'BASE', moduleIds: [] },
  { id: 'configuration:FULL' as ConfigurationId, typeName: 'configuration', name: 'FULL', moduleIds: MODULES.map((m) => m.id) },
]

/**
 * A synthetic harness of a standard size (S 50 connectors / 500 wires, M 1,000 / 10,000,
 * L 3,000 / 30,000, XL 10,000 / 100,000 with 30,000 segments, 5,000 splices and 20,000 protection
 * runs; see {@link HARNESS_SIZES}), the same records for the same seed, byte for byte. See
 * {@link generateHarnessOfSpec}.
 */
export function generateHarness(size: HarnessSize, seed: number): HarnessRecord[] {
  return generateHarnessOfSpec(HARNESS_SIZES[size], seed)
}

/**
 * A synthetic harness shaped like a real one, with exactly the connectors, wires, segments,
 * splices and protection runs of `spec`: a bundle tree (trunk, branches, sub-branches) with
 * clusters of connectors at its ends, splices on branches joining 3–5 wire ends, wires mostly
 * between connectors of the same or neighbouring clusters, twisted pairs and multicores,
 * terminals, seals and plugs, mixed protection windings, clips and a few grommets, three modules
 * and two configurations. Ids are readable (`connector:X12`, `cavity:X12:3`, `wire:W7`, ...), the
 * records come in file order (modules, configurations, nodes, segments, connectors, cavities,
 * splices, multicores, groups, wires, terminals, seals, protections, fixings) without a settings
 * record, and every wire routes. Each stage draws from its own seeded stream (mulberry32), so the
 * output depends only on `spec` and `seed`. Runs in O(n log n); XL takes about a second.
 * Throws a RangeError for a spec that cannot be built (see checkSizeSpec).
 */
export function generateHarnessOfSpec(spec: HarnessSizeSpec, seed: number): HarnessRecord[] {
  const problem = checkSizeSpec(spec)
  if (problem) throw new RangeError(`generateHarness: ${problem}`)
  const topology = generateTopology(spec, createRandom(seed, 'topology'))
  const wiring = generateWiring(topology, spec.wires, MODULES.map((m) => m.id), createRandom(seed, 'wiring'))
  const coverings = generateCoverings(topology.segments, topology.segmentClasses, spec.protections, createRandom(seed, 'coverings'))
  const records: HarnessRecord[] = [...MODULES, ...CONFIGURATIONS]
  const append = (list: readonly HarnessRecord[]) => {
    for (const record of list) records.push(record)
  }
  const nodes = stackConnectors(topology, wiring.connectors, wiring.cavities)
  append(nodes)
  append(topology.segments)
  append(facingStubs(wiring.connectors, nodes, topology.segments))
  append(wiring.cavities)
  append(wiring.splices)
  append(wiring.multicores)
  append(wiring.wireGroups)
  append(wiring.wires)
  append(wiring.terminals)
  append(wiring.seals)
  append(coverings.protections)
  append(coverings.fixings)
  return records
}
