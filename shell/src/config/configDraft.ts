import {
  checkWorkspaceConfig,
  DEFAULT_WORKSPACE_CONFIG,
  type ReportColumnSet,
  type WorkspaceConfig,
  type WorkspaceConfigOverrides,
} from '@harness/protocol'

/**
 * The editing rules of the configuration screens, pure and unit-tested: the keys in screen order,
 * a project's overrides from the keys it overrides, reordering of lists, and the check before
 * saving (the protocol's, the same the server runs).
 */

/** A top-level key of the configuration. */
export type ConfigKey = keyof WorkspaceConfig

/** Every top-level key, in the order the screens show them. */
export const CONFIG_KEYS: readonly ConfigKey[] = Object.keys(DEFAULT_WORKSPACE_CONFIG) as ConfigKey[]

/** The overrides a project saves: the draft's value of each key it overrides, nothing else. */
export function overridesOf(draft: WorkspaceConfig, overridden: ReadonlySet<ConfigKey>): WorkspaceConfigOverrides {
  const result: Partial<Record<ConfigKey, unknown>> = {}
  for (const key of CONFIG_KEYS) if (overridden.has(key)) result[key] = draft[key]
  return result as WorkspaceConfigOverrides
}

/** The configuration a project screen edits: the inherited one with the overrides laid over it. */
export function draftOf(inherited: WorkspaceConfig, overrides: WorkspaceConfigOverrides): WorkspaceConfig {
  return { ...inherited, ...overrides }
}

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  if (from < 0 || from >= next.length) return next
  const [item] = next.splice(from, 1)
  next.splice(Math.min(Math.max(to, 0), next.length), 0, item as T)
  return next
}

/** The column keys chosen for a report, in order, after `key` was ticked (`on`) or unticked. */
export function toggleColumn(chosen: readonly string[], key: string, on: boolean): string[] {
  if (on) return chosen.includes(key) ? [...chosen] : [...chosen, key]
  return chosen.filter((k) => k !== key)
}

/**
 * Checks a configuration before saving, as the server will: the path of the first bad value (e.g.
 * 'lengthRules.roundTo', 'reportColumns.cutTable.3'), or null.
 */
export function problemOf(config: WorkspaceConfigOverrides, knownColumns: { readonly [K in ReportColumnSet]: readonly string[] }, complete: boolean): string | null {
  const checked = checkWorkspaceConfig(config, knownColumns, complete)
  return checked.ok ? null : checked.path
}
