import { describe, expect, it } from 'vitest'
import { isBlankText, validateRichText, plainText } from '@harness/protocol'
import { plainTextToDocument } from './plainTextDocument'

describe('plainTextToDocument (the Reply dialog textarea)', () => {
  it('makes one paragraph of one line', () => {
    expect(plainTextToDocument('hello')).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'hello' }] }] })
  })

  it('splits paragraphs at blank lines and keeps single breaks as hard breaks', () => {
    const doc = plainTextToDocument('first line\nsecond line\n\n  \r\nnext paragraph\r\n')
    expect(doc).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'first line' }, { type: 'hard_break' }, { type: 'text', text: 'second line' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'next paragraph' }] },
      ],
    })
  })

  it('keeps markup as text and passes the forum schema', () => {
    const payload = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">'
    const result = validateRichText(plainTextToDocument(payload))
    expect(result.ok).toBe(true)
    if (result.ok) expect(plainText(result.doc)).toBe(payload)
  })

  it('gives an empty document for whitespace, which the schema check refuses as an empty reply', () => {
    expect(plainTextToDocument(' \n\t\n ')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
    expect(validateRichText(plainTextToDocument('   '))).toMatchObject({ ok: false, key: 'replyEmpty' })
  })

  it('every multi-paragraph text is a valid document', () => {
    for (const text of ['a\n\n\n\nb', '\n\nx\n', 'x\ny\nz', ' lead and trail ']) expect(validateRichText(plainTextToDocument(text)).ok, text).toBe(true)
  })
})

describe('the check before sending a reply', () => {
  it('finds text of white space or zero-width characters blank, and the server agrees', () => {
    for (const text of ['', ' \n\t\u3000', '\u200b\u200b', '\u200b\n\n\ufeff', '\u3164']) {
      expect(isBlankText(text), JSON.stringify(text)).toBe(true)
      expect(validateRichText(plainTextToDocument(text))).toMatchObject({ ok: false, key: 'replyEmpty' })
    }
    expect(isBlankText(' x ')).toBe(false)
  })
})
