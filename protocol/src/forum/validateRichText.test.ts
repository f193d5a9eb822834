import { describe, expect, it } from 'vitest'
import { isBlank, plainText, validateRichText } from './validateRichText'

const doc = (...content: unknown[]) => ({ type: 'doc', content })
const p = (...content: unknown[]) => ({ type: 'paragraph', content })
const t = (text: string, marks?: unknown[]) => (marks ? { type: 'text', text, marks } : { type: 'text', text })

describe('validateRichText (security X2-X5)', () => {
  it('accepts every element of the toolbar', () => {
    const r = validateRichText(doc(
      { type: 'heading', attrs: { level: 2 }, content: [t('Title')] },
      p(t('bold', [{ type: 'strong' }]), t(' and '), t('code', [{ type: 'code' }])),
      { type: 'bullet_list', content: [{ type: 'list_item', content: [p(t('one'))] }] },
      { type: 'ordered_list', content: [{ type: 'list_item', content: [p(t('two'))] }] },
      { type: 'blockquote', content: [p(t('quoted', [{ type: 'em' }, { type: 'underline' }, { type: 'strike' }]))] },
      { type: 'code_block', content: [t('npx harness bom ex01.yml')] },
      { type: 'horizontal_rule' },
    ))
    expect(r.ok).toBe(true)
    if (r.ok) expect(plainText(r.doc)).toContain('npx harness bom')
  })

  it('keeps script text as text', () => {
    const r = validateRichText(doc(p(t('<script>alert(1)</script><img src=x onerror=alert(1)>'))))
    expect(r.ok && plainText(r.doc)).toBe('<script>alert(1)</script><img src=x onerror=alert(1)>')
  })

  it('refuses unknown nodes and marks, bad attributes and wrong structure', () => {
    const bad = [
      doc({ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }),
      doc({ type: 'script', content: [t('alert(1)')] }),
      doc(p(t('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      doc({ type: 'heading', attrs: { level: 4 }, content: [t('x')] }),
      doc({ type: 'heading', attrs: { level: '1" onclick="x' }, content: [t('x')] }),
      doc({ type: 'paragraph', attrs: { style: 'x' }, content: [t('x')] }),
      doc(t('text directly under doc')),
      doc({ type: 'list_item', content: [p(t('x'))] }),
      doc({ type: 'code_block', content: [t('x', [{ type: 'strong' }])] }),
      doc(p(t('x', [{ type: 'strong' }, { type: 'strong' }]))),
      'plain string',
      [doc(p(t('x')))],
    ]
    for (const value of bad) expect(validateRichText(value).ok, JSON.stringify(value).slice(0, 80)).toBe(false)
  })

  it('refuses 10,000 nested blockquotes quickly, without deep recursion', () => {
    let node: unknown = p(t('deep'))
    for (let i = 0; i < 10_000; i++) node = { type: 'blockquote', content: [node] }
    const started = performance.now()
    const r = validateRichText(doc(node))
    expect(r).toMatchObject({ ok: false, key: 'contentTooDeep' })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses empty and whitespace-only content with the reply-empty message', () => {
    expect(validateRichText(doc(p()))).toMatchObject({ ok: false, key: 'replyEmpty' })
    expect(validateRichText(doc(p(t('   \n\t '))))).toMatchObject({ ok: false, key: 'replyEmpty' })
    const r = validateRichText(doc(p(t(' x '))))
    expect(r.ok && isBlank(r.doc)).toBe(false)
  })
})
