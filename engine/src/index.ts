/** The harness engine's public entry: the only module other folders import. */
export * from './model/units'
