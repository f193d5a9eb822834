import { describe, expect, it } from 'vitest'
import { parseKblTree } from './kblTree'

const KBL = 'http://www.prostep.org/Car_electric_container/KBL2.3/KBLSchema'

function parsed(xml: string) {
  const tree = parseKblTree(xml)
  if (!tree.ok) throw new Error(tree.error.message)
  return tree
}

describe('parseKblTree', () => {
  it('resolves a prefixed root, a default namespace and a redeclaration in a child', () => {
    const prefixed = parsed(`<kbl:KBL_container xmlns:kbl="${KBL}" id="c"><Node id="n"/></kbl:KBL_container>`)
    expect([prefixed.root.name, prefixed.root.uri, prefixed.root.children[0]!.uri]).toEqual(['KBL_container', KBL, ''])
    const byDefault = parsed(`<KBL_container xmlns="${KBL}"><a:Node xmlns:a="urn:a"><Id/></a:Node><Segment/></KBL_container>`)
    const [node, segment] = byDefault.root.children
    expect([byDefault.root.uri, node!.name, node!.uri, node!.children[0]!.uri, segment!.uri]).toEqual([KBL, 'Node', 'urn:a', KBL, KBL])
  })

  it('answers an unbound prefix with its place', () => {
    const tree = parseKblTree('<kbl:KBL_container>\n  <x:Node/>\n</kbl:KBL_container>')
    expect(tree.ok).toBe(false)
    if (!tree.ok) expect(tree.error).toMatchObject({ message: 'unbound namespace prefix: "kbl"', line: 1, column: 1 })
  })

  it('keeps attributes by their written names, text trimmed, places of every element, and the elements with ids in file order', () => {
    const tree = parsed(`<kbl:KBL_container xmlns:kbl="${KBL}" xmlns:xsi="urn:xsi" id="c">\n  <A id="a" xsi:type="kbl:T"> x <![CDATA[y]]> </A>\n  <B/>\n</kbl:KBL_container>`)
    const [a, b] = tree.root.children
    expect(a!.attributes).toEqual({ id: 'a', 'xsi:type': 'kbl:T' })
    expect([a!.text, a!.line, a!.column, b!.line, b!.column]).toEqual(['x y', 2, 3, 3, 3])
    expect(b!.attributes).toEqual({})
    expect(tree.withId.map((e) => e.attributes.id)).toEqual(['c', 'a'])
  })
})
