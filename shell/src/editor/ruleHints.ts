import type { RuleId } from '@harness/engine'
import type { UiKey } from '../i18n/uiZhCN'

/**
 * What a designer does about a design-rule finding whose dictionary message (specification
 * section 8) names the symptom, not the cause: 'no matched sub-component configured' is said both
 * of a part with no part number and of a wire end no library part fits; for the first, the hint
 * says the part number is missing and where to give one.
 */
export const RULE_HINTS: Readonly<Partial<Record<RuleId, UiKey>>> = {
  noPartNumber: 'edRuleHint_noPartNumber',
}

/** The hint for findings of `rule`, or null when its message says enough. */
export function ruleHint(rule: RuleId): UiKey | null {
  return RULE_HINTS[rule] ?? null
}
