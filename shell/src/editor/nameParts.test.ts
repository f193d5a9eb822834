import { describe, expect, it } from 'vitest'
import { nameParts, SHORT_NAME_CHARS, TAIL_CHARS } from './nameParts'

describe('nameParts', () => {
  it('keeps a DMU path\'s last part as the tail, with its slash', () => {
    expect(nameParts('ROUTING_BAUKST_LTGS_GENERATOR-Multi-branchable142/ElecRouteBody.2/Flexible Curve.2')).toEqual({
      head: 'ROUTING_BAUKST_LTGS_GENERATOR-Multi-branchable142/ElecRouteBody.2', tail: '/Flexible Curve.2',
    })
  })

  it('never cuts a short name', () => {
    expect(nameParts('X1')).toEqual({ head: 'X1', tail: '' })
    const edge = 'A'.repeat(SHORT_NAME_CHARS)
    expect(nameParts(edge)).toEqual({ head: edge, tail: '' })
  })

  it('keeps the last characters of a long name without a usable path part', () => {
    const { head, tail } = nameParts('WIRE_HARNESS_ENGINE_ROOM_MAIN_0012')
    expect(tail).toBe('AIN_0012')
    expect(head + tail).toBe('WIRE_HARNESS_ENGINE_ROOM_MAIN_0012')
    // A path ending in "/" or in a part too long to be a tail.
    expect(nameParts('ROUTING_BAUKST_LTGS_GENERATOR/').tail).toBe('NERATOR/')
    expect(nameParts(`SHORT/${'B'.repeat(20)}`).tail).toBe('B'.repeat(TAIL_CHARS))
    expect(nameParts(`SHORTER_THAN_IT_SEEMS/${'B'.repeat(17)}`).tail).toBe(`/${'B'.repeat(17)}`)
  })

  it('cuts between characters, never inside one (names in Chinese or with emoji)', () => {
    const name = '发动机舱主线束分支一号至前大灯左侧连接器总成分支🚗尾部'
    const { head, tail } = nameParts(name)
    expect(head + tail).toBe(name)
    expect(Array.from(tail)).toHaveLength(TAIL_CHARS)
    expect(tail.startsWith('\uDE97')).toBe(false)
  })
})
