import type { RuleId } from '@harness/engine'
import type { UiKey } from '../i18n/uiZhCN'

/**
 * What a designer does about a design-rule finding whose message names the problem but not the
 * way out: where to give a missing part number, what to do about two wires in one cavity, how to
 * fit the plug an open cavity of a sealed housing needs.
 */
export const RULE_HINTS: Readonly<Partial<Record<RuleId, UiKey>>> = {
  noPartNumber: 'edRuleHint_noPartNumber',
  cavityShared: 'edRuleHint_cavityShared',
  sealedCavityOpen: 'edRuleHint_sealedCavityOpen',
}

/** The hint for findings of `rule`, or null when its message says enough. */
export function ruleHint(rule: RuleId): UiKey | null {
  return RULE_HINTS[rule] ?? null
}
