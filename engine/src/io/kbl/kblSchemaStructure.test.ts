import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkAgainstSchema, readSchema } from './kblSchemaStructure'

const repoRoot = new URL('../../../../', import.meta.url)
const schema = readSchema(readFileSync(new URL('../shared/corpus/kbl/schemas/kbl24_sr1.xsd', repoRoot), 'utf8'))
const NS = 'xmlns:kbl="http://www.prostep.org/Car_electric_container/KBL2.3/KBLSchema"'
const container = (body: string) => `<kbl:KBL_container ${NS} id="c" version_id="2.4 SR-1">${body}</kbl:KBL_container>`
const point = '<Cartesian_point id="p"><Coordinates>1</Coordinates><Coordinates>2</Coordinates></Cartesian_point>'
const node = '<Node id="n"><Id>N</Id><Cartesian_point>p</Cartesian_point></Node>'

describe('checkAgainstSchema', () => {
  it('accepts elements in the order and numbers the schema gives', () => {
    expect(checkAgainstSchema(container(point + node), schema)).toEqual([])
  })

  it('names elements out of order, missing, repeated too often or unknown', () => {
    expect(checkAgainstSchema(container(node + point), schema)).toEqual(['/KBL_container: Cartesian_point is not expected here'])
    expect(checkAgainstSchema(container('<Node id="n"><Id>N</Id></Node>'), schema)).toEqual(['/KBL_container/Node: Cartesian_point appears 0 times, at least 1 expected'])
    expect(checkAgainstSchema(container('<Cartesian_point id="p"><Coordinates>1</Coordinates></Cartesian_point>'), schema)[0]).toMatch(/Coordinates appears 1 times, at least 2/)
    expect(checkAgainstSchema(container('<Shape id="s"/>'), schema)).toEqual(['/KBL_container: Shape is not expected here'])
  })

  it('checks required attributes, doubles and enumerations', () => {
    expect(checkAgainstSchema(container('<Cartesian_point><Coordinates>x</Coordinates><Coordinates>2</Coordinates></Cartesian_point>'), schema).sort()).toEqual([
      '/KBL_container/Cartesian_point/Coordinates: "x" is not an xs:double',
      '/KBL_container/Cartesian_point: attribute id is missing',
    ])
    expect(checkAgainstSchema(container('<Unit id="u"><Si_prefix>mega</Si_prefix></Unit>'), schema)[0]).toMatch(/"mega" is not one of milli, centi, micro, kilo/)
  })
})
