import { MAX_CABLE_CORES } from '../commands/addCable'
import { FITTED_KINDS, type FittedKind } from '../commands/fitPart'
import { MAX_PLACED_CAVITIES, PLACED_KINDS, type PlacedKind } from '../commands/placePart'

/**
 * The editor's tools: select (and move), draw bundle branches, connect wires, draw cables, place
 * each part kind, labels and tables, and fit a library terminal, seal or plug into pins (`fit`,
 * taken from the part panel with its part).
 */
export type ToolId = 'select' | 'bundle' | 'wire' | 'cable' | 'label' | 'table' | 'fit' | PlacedKind

/** The tools of the tool strip beside the canvas (all but `fit`, which a library part brings). */
export type PaletteToolId = Exclude<ToolId, 'fit'>

/** The tool strip's tools, in the order it shows them. */
export const TOOL_IDS: readonly PaletteToolId[] = ['select', 'bundle', 'connector', 'splice', 'wire', 'cable', 'reference', 'clip', 'grommet', 'label', 'table']

/** Cores of a cable the cable tool draws when none are chosen. */
export const DEFAULT_CABLE_CORES = 2

/**
 * A library part the place and wire tools use (from the part panel): its numbers and what the
 * record takes from its parameters: a connector's cavities and whether it takes seals and plugs,
 * a wire's cross-section (mm²), outer diameter (mm) and IEC 60757 colour codes.
 */
export interface ToolPart {
  readonly partNumber: string
  readonly description: string
  readonly cavities?: number
  readonly sealable?: boolean
  readonly pluggable?: boolean
  readonly csa?: number
  readonly od?: number
  readonly colors?: readonly string[]
  /** A terminal's strip length, in mm. */
  readonly stripLength?: number
}

/**
 * Options a tool takes: the cavity count of connectors placed (1 to {@link MAX_PLACED_CAVITIES}),
 * the cores of cables drawn (2 to {@link MAX_CABLE_CORES}), and the library part placed.
 */
export interface ToolOptions {
  readonly cavities?: number
  readonly cores?: number
  readonly part?: ToolPart
  /** What the fit tool fits its part as: a terminal, a seal or a cavity plug. */
  readonly fit?: FittedKind
}

const isText = (v: unknown, max: number) => typeof v === 'string' && v.length <= max
const isNumberIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max

/** Why `part` is not a usable {@link ToolPart}, or null. */
export function toolPartProblem(part: unknown): string | null {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return 'part must be an object'
  const p = part as Record<string, unknown>
  if (!isText(p.partNumber, 200) || !isText(p.description, 2000)) return 'part needs a part number and a description (texts)'
  if (p.cavities !== undefined && !(Number.isInteger(p.cavities) && isNumberIn(p.cavities, 1, MAX_PLACED_CAVITIES))) return `part cavities must be a whole number from 1 to ${MAX_PLACED_CAVITIES}`
  if ((p.sealable !== undefined && typeof p.sealable !== 'boolean') || (p.pluggable !== undefined && typeof p.pluggable !== 'boolean')) return 'part sealable and pluggable must be true or false'
  if (p.csa !== undefined && !isNumberIn(p.csa, 0.01, 400)) return 'part csa must be 0.01 to 400 mm²'
  if (p.od !== undefined && !isNumberIn(p.od, 0.01, 200)) return 'part od must be 0.01 to 200 mm'
  if (p.stripLength !== undefined && !isNumberIn(p.stripLength, 0, 1000)) return 'part stripLength must be 0 to 1,000 mm'
  if (p.colors !== undefined && !(Array.isArray(p.colors) && p.colors.length >= 1 && p.colors.length <= 4 && p.colors.every((c) => isText(c, 8) && c !== ''))) return 'part colors must be 1 to 4 colour codes'
  return null
}

/** Cavities of a placed connector when none are chosen. */
export const DEFAULT_PLACED_CAVITIES = 4

/** True when `value` is a tool id (for messages from another thread). */
export function isToolId(value: unknown): value is ToolId {
  return typeof value === 'string' && (value === 'fit' || (TOOL_IDS as readonly string[]).includes(value))
}

/** True when `id` names a place tool. */
export function isPlaceTool(id: ToolId): id is PlacedKind {
  return (PLACED_KINDS as readonly string[]).includes(id)
}

/** Why `options` are not usable tool options, or null. */
export function toolOptionsProblem(options: unknown): string | null {
  if (options === undefined) return null
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'options must be an object'
  const cavities = (options as { cavities?: unknown }).cavities
  if (cavities !== undefined && !(Number.isInteger(cavities) && (cavities as number) >= 1 && (cavities as number) <= MAX_PLACED_CAVITIES)) {
    return `cavities must be a whole number from 1 to ${MAX_PLACED_CAVITIES}`
  }
  const cores = (options as { cores?: unknown }).cores
  if (cores !== undefined && !(Number.isInteger(cores) && (cores as number) >= 2 && (cores as number) <= MAX_CABLE_CORES)) {
    return `cores must be a whole number from 2 to ${MAX_CABLE_CORES}`
  }
  const fit = (options as { fit?: unknown }).fit
  if (fit !== undefined && !(FITTED_KINDS as readonly unknown[]).includes(fit)) return `fit must be one of ${FITTED_KINDS.join(', ')}`
  const part = (options as { part?: unknown }).part
  return part === undefined ? null : toolPartProblem(part)
}

/** Why tool `id` cannot be taken with `options` (already checked by {@link toolOptionsProblem}), or null: the fit tool needs its part and what to fit it as. */
export function toolNeedsProblem(id: ToolId, options: ToolOptions): string | null {
  return id === 'fit' && (options.part === undefined || options.fit === undefined) ? 'the fit tool needs a part and what to fit it as (terminal, seal, plug)' : null
}
