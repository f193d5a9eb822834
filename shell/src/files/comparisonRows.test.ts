import { describe, expect, it } from 'vitest'
import { countRows, signed } from './comparisonRows'

describe('comparison count rows', () => {
  it('lists every type of either side in document order, with the change, without empty types', () => {
    const rows = countRows({ wire: 10, connector: 4, seal: 0, zeta: 1 }, { connector: 5, wire: 8, splice: 2, seal: 0 })
    expect(rows).toEqual([
      { typeName: 'connector', before: 4, after: 5, delta: 1 },
      { typeName: 'splice', before: 0, after: 2, delta: 2 },
      { typeName: 'wire', before: 10, after: 8, delta: -2 },
      { typeName: 'zeta', before: 1, after: 0, delta: -1 },
    ])
  })

  it('signs changes', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '−2', '0'])
  })
})
