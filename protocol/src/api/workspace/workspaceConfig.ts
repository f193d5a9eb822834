import type { DiameterMethod, ProtectionMaterial, WindingType } from '../../harness/enums'
import { DIAMETER_METHODS, PROTECTION_MATERIALS, WINDING_TYPES, isOneOf } from '../../harness/enums'

/**
 * Team and project configuration (dashboard config and conProject screens): the defaults the engine
 * applies when a harness file of the project opens, and the columns its reports show. A project
 * overrides its team's configuration key by key; a personal project overrides the built-in defaults.
 */

/** Length units a team may choose for display: millimetres, inches or points (spec 9). */
export type LengthUnit = 'mm' | 'in' | 'pt'
/** Every length unit. */
export const LENGTH_UNITS: readonly LengthUnit[] = ['mm', 'in', 'pt']

/** How computed wire lengths are completed (harness-domain 3.2). Lengths in mm, the percentage in %. */
export interface LengthAddOnRules {
  /** Percentage of the routed length added to every wire, 0 to 100. */
  readonly percentAddOn: number
  /** Lower and upper bound of the percentage add-on, in mm (0 and 0: no bounds). */
  readonly minAddOn: number
  readonly maxAddOn: number
  /** Rounding step of production lengths in mm; 0 rounds nothing. */
  readonly roundTo: number
  readonly roundMethod: 'nearest' | 'up' | 'down'
  /** Add-on per branch point a wire passes, in mm. */
  readonly junctionAddOn: number
}

/** A protection the editor offers first, with its parameters (spec 9 wrapping types). Lengths in mm. */
export interface ProtectionDefault {
  readonly material: ProtectionMaterial
  readonly winding: WindingType
  /** Tape width or tube inner diameter, in mm. */
  readonly width: number
  /** Tape or wall thickness, in mm. */
  readonly thickness: number
  /** Overlap ratio of overlap tape, 0 to 0.9. */
  readonly overlap: number
}

/** The reports whose columns a team chooses. */
export type ReportColumnSet = 'cutTable' | 'assembly' | 'bom'
/** Every report whose columns a team chooses. */
export const REPORT_COLUMN_SETS: readonly ReportColumnSet[] = ['cutTable', 'assembly', 'bom']

/** A complete configuration. */
export interface WorkspaceConfig {
  readonly unit: LengthUnit
  readonly lengthRules: LengthAddOnRules
  readonly diameterMethod: DiameterMethod
  /** Packing factor k of the packing method, 1 to 2 (1.2 by default; harness-domain B2). */
  readonly packingFactor: number
  readonly defaultProtections: readonly ProtectionDefault[]
  /** Column keys per report, in order; an empty list shows every column. */
  readonly reportColumns: { readonly [K in ReportColumnSet]: readonly string[] }
}

/** A project's overrides: any top-level key of the configuration, or none. */
export type WorkspaceConfigOverrides = Partial<WorkspaceConfig>

/**
 * The built-in configuration: millimetres, no add-ons and no rounding, the packing method with
 * k = 1.2, the default tape patterns of spec 9 (duct tape, heat-shrink tube, PVC tube) and every
 * report column. Equal to the engine's DEFAULT_SETTINGS where they overlap (a test checks it).
 */
export const DEFAULT_WORKSPACE_CONFIG: WorkspaceConfig = {
  unit: 'mm',
  lengthRules: { percentAddOn: 0, minAddOn: 0, maxAddOn: 0, roundTo: 0, roundMethod: 'nearest', junctionAddOn: 0 },
  diameterMethod: 'packing',
  packingFactor: 1.2,
  defaultProtections: [
    { material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.13, overlap: 0.5 },
    { material: 'heatShrinkTube', winding: 'tube', width: 6, thickness: 0.5, overlap: 0 },
    { material: 'pvcTube', winding: 'tube', width: 8, thickness: 0.6, overlap: 0 },
  ],
  reportColumns: { cutTable: [], assembly: [], bom: [] },
}

/** The configuration in force: the defaults, then the team's, then the project's overrides, key by key. */
export function effectiveConfig(team: WorkspaceConfigOverrides | null, project: WorkspaceConfigOverrides | null): WorkspaceConfig {
  return { ...DEFAULT_WORKSPACE_CONFIG, ...(team ?? {}), ...(project ?? {}) }
}

/** Why a configuration was refused: the path of the first bad value (e.g. `lengthRules.roundTo`). */
export type ConfigCheck = { readonly ok: true; readonly value: WorkspaceConfigOverrides } | { readonly ok: false; readonly path: string }

const MAX_PROTECTIONS = 20
const MAX_COLUMNS = 60

function numberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype
}

function checkLengthRules(value: unknown): string | null {
  if (!isPlainObject(value)) return 'lengthRules'
  const keys: readonly (keyof LengthAddOnRules)[] = ['percentAddOn', 'minAddOn', 'maxAddOn', 'roundTo', 'roundMethod', 'junctionAddOn']
  for (const key of Object.keys(value)) if (!(keys as readonly string[]).includes(key)) return `lengthRules.${key}`
  if (!numberIn(value.percentAddOn, 0, 100)) return 'lengthRules.percentAddOn'
  if (!numberIn(value.minAddOn, 0, 10_000)) return 'lengthRules.minAddOn'
  if (!numberIn(value.maxAddOn, 0, 10_000)) return 'lengthRules.maxAddOn'
  if ((value.maxAddOn as number) !== 0 && (value.maxAddOn as number) < (value.minAddOn as number)) return 'lengthRules.maxAddOn'
  if (!numberIn(value.roundTo, 0, 1_000)) return 'lengthRules.roundTo'
  if (!isOneOf(['nearest', 'up', 'down'], value.roundMethod)) return 'lengthRules.roundMethod'
  if (!numberIn(value.junctionAddOn, 0, 1_000)) return 'lengthRules.junctionAddOn'
  return null
}

function checkProtections(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > MAX_PROTECTIONS) return 'defaultProtections'
  for (let i = 0; i < value.length; i++) {
    const p: unknown = value[i]
    const at = `defaultProtections.${i}`
    if (!isPlainObject(p)) return at
    for (const key of Object.keys(p)) if (!['material', 'winding', 'width', 'thickness', 'overlap'].includes(key)) return `${at}.${key}`
    if (!isOneOf(PROTECTION_MATERIALS, p.material)) return `${at}.material`
    if (!isOneOf(WINDING_TYPES, p.winding)) return `${at}.winding`
    if (!numberIn(p.width, 0.1, 500)) return `${at}.width`
    if (!numberIn(p.thickness, 0, 50)) return `${at}.thickness`
    if (!numberIn(p.overlap, 0, 0.9)) return `${at}.overlap`
  }
  return null
}

function checkColumns(value: unknown, known: { readonly [K in ReportColumnSet]: readonly string[] }): string | null {
  if (!isPlainObject(value)) return 'reportColumns'
  for (const key of Object.keys(value)) if (!isOneOf(REPORT_COLUMN_SETS, key)) return `reportColumns.${key}`
  for (const set of REPORT_COLUMN_SETS) {
    const list = value[set]
    if (!Array.isArray(list) || list.length > MAX_COLUMNS) return `reportColumns.${set}`
    const seen = new Set<string>()
    for (let i = 0; i < list.length; i++) {
      const column: unknown = list[i]
      if (typeof column !== 'string' || !known[set].includes(column) || seen.has(column)) return `reportColumns.${set}.${i}`
      seen.add(column)
    }
  }
  return null
}

/**
 * Checks configuration sent by a client: only known keys, every value of the right type and range,
 * report columns among `knownColumns`. With `complete` every key must be present (a team's
 * configuration); without it any subset is allowed (a project's overrides).
 */
export function checkWorkspaceConfig(value: unknown, knownColumns: { readonly [K in ReportColumnSet]: readonly string[] }, complete: boolean): ConfigCheck {
  if (!isPlainObject(value)) return { ok: false, path: 'config' }
  const keys = Object.keys(DEFAULT_WORKSPACE_CONFIG)
  for (const key of Object.keys(value)) if (!keys.includes(key)) return { ok: false, path: key }
  if (complete) for (const key of keys) if (!(key in value)) return { ok: false, path: key }
  if ('unit' in value && !isOneOf(LENGTH_UNITS, value.unit)) return { ok: false, path: 'unit' }
  if ('diameterMethod' in value && !isOneOf(DIAMETER_METHODS, value.diameterMethod)) return { ok: false, path: 'diameterMethod' }
  if ('packingFactor' in value && !numberIn(value.packingFactor, 1, 2)) return { ok: false, path: 'packingFactor' }
  const problem =
    ('lengthRules' in value ? checkLengthRules(value.lengthRules) : null) ??
    ('defaultProtections' in value ? checkProtections(value.defaultProtections) : null) ??
    ('reportColumns' in value ? checkColumns(value.reportColumns, knownColumns) : null)
  if (problem !== null) return { ok: false, path: problem }
  return { ok: true, value: value as WorkspaceConfigOverrides }
}

/** `data` of the configuration reads: what the team set, what the project overrides, and the result. */
export interface TeamConfigView {
  readonly teamId: number
  /** The team's configuration (the built-in one until an admin saves). */
  readonly config: WorkspaceConfig
  /** True when the caller may change it (admin, owner). */
  readonly canEdit: boolean
  readonly updatedAt: string | null
  readonly updatedBy: string | null
}

/** `data` of getProjectConfig. */
export interface ProjectConfigView {
  readonly projectId: number
  /** The team's configuration, or the built-in one for a personal project. */
  readonly inherited: WorkspaceConfig
  readonly overrides: WorkspaceConfigOverrides
  readonly effective: WorkspaceConfig
  readonly canEdit: boolean
}
