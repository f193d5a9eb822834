import { MAX_PLACED_CAVITIES, PLACED_KINDS, type PlacedKind } from '../commands/placePart'

/** The editor's tools: select (and move), draw bundle branches, connect wires, and place each part kind. */
export type ToolId = 'select' | 'bundle' | 'wire' | PlacedKind

/** Every tool id, in the order the editor's tool bar shows them. */
export const TOOL_IDS: readonly ToolId[] = ['select', 'bundle', 'connector', 'splice', 'wire', 'reference', 'clip', 'grommet']

/** Options a tool takes: the cavity count of connectors placed (1 to {@link MAX_PLACED_CAVITIES}). */
export interface ToolOptions {
  readonly cavities?: number
}

/** Cavities of a placed connector when none are chosen. */
export const DEFAULT_PLACED_CAVITIES = 4

/** True when `value` is a tool id (for messages from another thread). */
export function isToolId(value: unknown): value is ToolId {
  return typeof value === 'string' && (TOOL_IDS as readonly string[]).includes(value)
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
  return null
}
