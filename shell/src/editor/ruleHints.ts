import type { RuleId } from '@harness/engine'
import type { UiKey } from '../i18n/uiZhCN'

/**
 * What a designer does about a design-rule finding whose message names the problem but not the
 * way out: where to give a missing part number, what to do about two wires in one cavity, how to
 * fit the plug an open cavity of a sealed housing needs, which length to set where the dictionary
 * only says a bundle cannot be shown, what to do about a fixed diameter too small for its wires.
 */
export const RULE_HINTS: Readonly<Partial<Record<RuleId, UiKey>>> = {
  noPartNumber: 'edRuleHint_noPartNumber',
  cavityShared: 'edRuleHint_cavityShared',
  sealedCavityOpen: 'edRuleHint_sealedCavityOpen',
  // Both show the dictionary's 「当前线束无法可视化」, which does not say what to change.
  segmentWithoutLength: 'edRuleHint_segmentWithoutLength',
  protectionOutsideSegment: 'edRuleHint_protectionOutsideSegment',
  fixedDiameterTooSmall: 'edRuleHint_fixedDiameterTooSmall',
}

/** The hint for findings of `rule`, or null when its message says enough. */
export function ruleHint(rule: RuleId): UiKey | null {
  return RULE_HINTS[rule] ?? null
}
