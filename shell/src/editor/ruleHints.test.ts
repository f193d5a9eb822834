import { describe, expect, it } from 'vitest'
import { RULE_MESSAGES } from '@harness/engine'
import { editorEn } from '../i18n/editorEn'
import { editorZhCN } from '../i18n/editorZhCN'
import { ruleHint } from './ruleHints'

describe('ruleHint', () => {
  it('tells what to change where the dictionary only says a bundle cannot be shown, in both languages', () => {
    const vague = (Object.keys(RULE_MESSAGES) as (keyof typeof RULE_MESSAGES)[]).filter((rule) => RULE_MESSAGES[rule] === 'bundleNotVisualisable')
    expect(vague.sort()).toEqual(['protectionOutsideSegment', 'segmentWithoutLength'])
    for (const rule of vague) {
      const key = ruleHint(rule)
      expect(key).not.toBeNull()
      expect(editorZhCN[key as keyof typeof editorZhCN]).toMatch(/属性/)
      expect(editorEn[key as keyof typeof editorEn]).toMatch(/properties/)
    }
    expect(ruleHint('cannotConnectToGraph')).toBeNull()
  })
})
