import { describe, expect, it } from 'vitest'
import { LIBRARY_PART_KINDS, PART_KIND_DEFS, checkParameters, parameterOf } from './partParameters'
import { partNumberIdentity, partNumberKey } from './partNumberKey'

describe('part kinds and their parameters', () => {
  it('every kind is defined once, its parameters have distinct keys, and its ranges name numeric parameters of it', () => {
    expect(Object.keys(PART_KIND_DEFS).sort()).toEqual([...LIBRARY_PART_KINDS].sort())
    for (const kind of LIBRARY_PART_KINDS) {
      const def = PART_KIND_DEFS[kind]
      expect(def.kind).toBe(kind)
      expect(new Set(def.parameters.map((p) => p.key)).size, kind).toBe(def.parameters.length)
      for (const { low, high } of def.ranges) {
        for (const key of [low, high]) expect(parameterOf(kind, key)?.type, `${kind}.${key}`).toBe('number')
        expect(parameterOf(kind, low)!.unit).toBe(parameterOf(kind, high)!.unit)
      }
      for (const p of def.parameters) if (p.type === 'choice') expect(p.choices!.length, `${kind}.${p.key}`).toBeGreaterThan(0)
    }
  })

  it('checkParameters keeps what fits, trims texts, drops empty ones, and names the first problem', () => {
    expect(checkParameters('terminal', { csaMin: 0.5, csaMax: 1, gender: ' female ', plating: '' })).toEqual({ ok: true, params: { csaMin: 0.5, csaMax: 1, gender: 'female' } })
    expect(checkParameters('connector', { cavityCount: 12, sealed: true })).toEqual({ ok: true, params: { cavityCount: 12, sealed: true } })
    const problem = (kind: Parameters<typeof checkParameters>[0], params: Record<string, unknown>) => {
      const checked = checkParameters(kind, params)
      return checked.ok ? null : checked.problem
    }
    expect(problem('wire', { csa: 0.5 })).toEqual({ key: 'od', problem: 'parameterRequired' })
    expect(problem('terminal', { csaMin: 2, csaMax: 1 })).toEqual({ key: 'csaMax', problem: 'parameterOrder', low: 'csaMin' })
    expect(problem('terminal', { csaMin: 0.5, csaMax: 1, insulationOdMin: 3, insulationOdMax: 2 })).toEqual({ key: 'insulationOdMax', problem: 'parameterOrder', low: 'insulationOdMin' })
    expect(problem('terminal', { csaMin: Number.NaN, csaMax: 1 })).toEqual({ key: 'csaMin', problem: 'parameterType' })
    expect(problem('terminal', { csaMin: 0, csaMax: 1 })).toEqual({ key: 'csaMin', problem: 'parameterRange' })
    expect(problem('connector', { cavityCount: 2.5 })).toEqual({ key: 'cavityCount', problem: 'parameterType' })
    expect(problem('connector', { cavityCount: 2, sealed: 'yes' })).toEqual({ key: 'sealed', problem: 'parameterType' })
    expect(problem('connector', { cavityCount: 2, gender: 'both' })).toEqual({ key: 'gender', problem: 'parameterChoice' })
    expect(problem('connector', { cavityCount: 2, colour: 'x'.repeat(201) })).toEqual({ key: 'colour', problem: 'parameterRange' })
    expect(problem('connector', JSON.parse('{"cavityCount":2,"__proto__":1}') as Record<string, unknown>)).toEqual({ key: '__proto__', problem: 'unknownParameter' })
    expect(problem('seal', { wireOdMin: 1, wireOdMax: 2, csa: 1 })).toEqual({ key: 'csa', problem: 'unknownParameter' })
    // A text that looks like a marker is an ordinary value.
    expect(checkParameters('plug', { colour: '!parameterType' })).toEqual({ ok: true, params: { colour: '!parameterType' } })
  })

  it('checkParameters answers a value for any input and never throws (random values of every type)', () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const values = [0, -1, 1e308, Number.POSITIVE_INFINITY, 0.5, 3, '', ' ', 'x', '1', true, false, null, undefined, [], {}, [1], { a: 1 }]
    for (let i = 0; i < 2000; i++) {
      const kind = LIBRARY_PART_KINDS[Math.floor(random() * LIBRARY_PART_KINDS.length)]!
      const params: Record<string, unknown> = {}
      for (const p of PART_KIND_DEFS[kind].parameters) if (random() < 0.6) params[p.key] = values[Math.floor(random() * values.length)]
      if (random() < 0.1) params.unknown = 1
      const checked = checkParameters(kind, params)
      expect(typeof checked.ok).toBe('boolean')
      if (checked.ok) for (const [key, value] of Object.entries(checked.params)) expect(['number', 'string', 'boolean'], key).toContain(typeof value)
    }
  })
})

describe('partNumberKey', () => {
  it('ignores case, width and separators', () => {
    expect(partNumberKey('DJ 7041-1.5-21')).toBe('dj70411521')
    expect(partNumberKey('ＤＪ７０４１－１.５－２１')).toBe('dj70411521')
    expect(partNumberKey('1-967616-1')).toBe(partNumberKey('1967616 1'))
    expect(partNumberKey('端子-A1')).toBe('端子a1')
    expect(partNumberKey(' -/. ')).toBe('')
  })

  it('keeps separators in the identity: M6x1.0 and M6x10 are two parts, ＤＪ７０４１ and dj7041 one', () => {
    expect(partNumberIdentity('M6x1.0')).not.toBe(partNumberIdentity('M6x10'))
    expect(partNumberIdentity(' ＤＪ７０４１－１.５ ')).toBe('dj7041-1.5')
    expect(partNumberIdentity('A  B\tC')).toBe('a b c')
  })
})
