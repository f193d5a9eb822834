/**
 * Deterministic synthetic harnesses for tests, benchmarks and demos: seeded, shaped like real
 * harness trees, in four standard sizes up to 10,000 connectors and 100,000 wires.
 */
export { generateHarness, generateHarnessOfSpec } from './generateHarness'
export { HARNESS_SIZES, checkSizeSpec, type HarnessSize, type HarnessSizeSpec } from './harnessSizes'
export { createRandom, weightedTable, type Random, type WeightedTable } from './seededRandom'
