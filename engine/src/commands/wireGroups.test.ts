import { describe, expect, it } from 'vitest'
import type { ModuleId, WireGroupId, WireId } from '@harness/protocol'
import { harness } from '../../test/harnessBuilder'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import type { HarnessRecord } from '../model/records'
import type { Mm } from '../model/units'
import { combineWires, makeMulticore, setGroupPitch, setWireModules, splitWireGroup } from './wireGroups'

function pair() {
  const h = harness().node('A', 'connector').node('B', 'connector').segment('A', 'B', 250).connector('X1', 'A', 3).connector('X2', 'B', 3)
    .wire('W1', 'X1:1', 'X2:1', 1.6).wire('W2', 'X1:2', 'X2:2', 1.6).wire('W3', 'X1:3', 'X2:3')
  const records: HarnessRecord[] = [...h.records, { id: 'M1' as ModuleId, typeName: 'module', name: 'base', partNumber: '', description: '' }]
  return new Editor(records)
}

describe('cables from selected wires', () => {
  it('makes wires the cores of a cable whose diameter comes from them, one undo step', () => {
    const editor = pair()
    expect(editor.run(makeMulticore, { wireIds: ['W1', 'W2', 'W3'] as WireId[], name: 'C1', multicoreId: 'C1' as never })).toBe(true)
    expect(editor.doc.getOf('multicore', 'C1')).toMatchObject({ name: 'C1', od: 4.3, sheathed: true })
    expect(editor.doc.coresOf('C1' as never).map((w) => w.id)).toEqual(['W1', 'W2', 'W3'])
    expect(editor.run(makeMulticore, { wireIds: ['W1', 'W2'] as WireId[], name: 'C2' })).toMatchObject({ reason: 'invalidArguments' })
    expect(editor.undo()).toBe(true)
    expect(editor.doc.getOf('wire', 'W1')!.multicoreId).toBeNull()
    expect(editor.run(makeMulticore, { wireIds: ['W1'] as WireId[], name: 'C2' })).toMatchObject({ reason: 'selectWiresToSet' })
    // Without a name, the next free C number.
    expect(editor.run(makeMulticore, { wireIds: ['W1', 'W2'] as WireId[], shielded: true })).toBe(true)
    expect([...editor.doc.all('multicore')].map((c) => [c.name, c.shielded])).toEqual([['C1', true]])
  })
})

describe('wire-combination sync', () => {
  it('twists two wires: members share the group and take up length by the pitch', () => {
    const editor = pair()
    expect(editor.run(combineWires, { wireIds: ['W1' as WireId, 'W2' as WireId], kind: 'twisted', pitch: 25 as Mm, groupId: 'G1' as WireGroupId })).toBe(true)
    expect(editor.doc.getOf('wire', 'W1')!.groupId).toBe('G1')
    const length = deriveHarness(editor.doc).lengths.get('W2' as WireId)!
    expect(length.ok && length.production).toBeCloseTo(255, 0)
  })

  it('sets a twisted group\'s lay length from any member: every member\'s take-up follows, one undo step', () => {
    const editor = pair()
    editor.run(combineWires, { wireIds: ['W1' as WireId, 'W2' as WireId], kind: 'twisted', pitch: 25 as Mm, groupId: 'G1' as WireGroupId })
    const production = (id: string) => { const l = deriveHarness(editor.doc).lengths.get(id as WireId)!; return l.ok ? l.production : NaN }
    const tight = production('W2')
    expect(editor.run(setGroupPitch, { wireId: 'W1' as WireId, pitch: 80 as Mm })).toBe(true)
    expect(editor.doc.getOf('wireGroup', 'G1')!.pitch).toBe(80)
    expect(production('W2')).toBeLessThan(tight)
    editor.undo()
    expect(editor.doc.getOf('wireGroup', 'G1')!.pitch).toBe(25)
    // A wire of no group, a bad pitch, a combined group: refused, nothing changed.
    expect(editor.run(setGroupPitch, { wireId: 'W3' as WireId, pitch: 30 as Mm })).toMatchObject({ reason: 'selectWiresToSet' })
    expect(editor.run(setGroupPitch, { wireId: 'W1' as WireId, pitch: -1 as Mm })).toMatchObject({ reason: 'invalidArguments' })
    editor.run(splitWireGroup, { groupId: 'G1' as WireGroupId })
    editor.run(combineWires, { wireIds: ['W1' as WireId, 'W2' as WireId], kind: 'combined', groupId: 'G2' as WireGroupId })
    expect(editor.run(setGroupPitch, { wireId: 'W1' as WireId, pitch: 30 as Mm })).toMatchObject({ reason: 'invalidArguments' })
  })

  it('names a group without a name by the next free number of its kind, for the cut table', () => {
    const editor = pair()
    expect(editor.run(combineWires, { wireIds: ['W1' as WireId, 'W2' as WireId], kind: 'twisted', groupId: 'G1' as WireGroupId })).toBe(true)
    expect(editor.doc.getOf('wireGroup', 'G1')!.name).toBe('TW1')
    expect(editor.run(splitWireGroup, { groupId: 'G1' as WireGroupId })).toBe(true)
    expect(editor.run(combineWires, { wireIds: ['W2' as WireId, 'W3' as WireId], kind: 'combined', groupId: 'G2' as WireGroupId })).toBe(true)
    expect(editor.doc.getOf('wireGroup', 'G2')!.name).toBe('CB1')
  })

  it('asks to select wires when fewer than two are given, and refuses a wire of another group', () => {
    const editor = pair()
    expect(editor.can(combineWires, { wireIds: ['W1' as WireId], kind: 'twisted' })).toMatchObject({ ok: false, reason: 'selectWiresToSet' })
    editor.run(combineWires, { wireIds: ['W1' as WireId, 'W2' as WireId], kind: 'combined' })
    expect(editor.can(combineWires, { wireIds: ['W1' as WireId, 'W3' as WireId], kind: 'twisted' })).toMatchObject({ ok: false, reason: 'invalidArguments' })
  })

  it('keeps module applicability in step across members, and releases them when split', () => {
    const editor = pair()
    editor.run(combineWires, { wireIds: ['W1' as WireId, 'W2' as WireId], kind: 'twisted', groupId: 'G1' as WireGroupId })
    expect(editor.run(setWireModules, { wireId: 'W1' as WireId, moduleIds: ['M1'] })).toBe(true)
    expect(editor.doc.getOf('wire', 'W2')!.moduleIds).toEqual(['M1'])
    expect(editor.doc.getOf('wire', 'W3')!.moduleIds).toEqual([])
    editor.run(splitWireGroup, { groupId: 'G1' as WireGroupId })
    expect(editor.doc.getOf('wire', 'W1')!.groupId).toBeNull()
    expect(editor.doc.getOf('wireGroup', 'G1')).toBeUndefined()
  })
})
