import { describe, expect, it } from 'vitest'
import { kblProtectionKind } from './kblProtectionKind'
import { kblUnitScale } from './kblUnits'

const unit = (u: Partial<Parameters<typeof kblUnitScale>[0]>) => kblUnitScale({ unitName: '', siUnitName: '', siPrefix: '', siDimension: '', ...u })

describe('kblUnitScale', () => {
  it('reads SI lengths and areas with prefixes', () => {
    expect(unit({ siUnitName: 'metre', siPrefix: 'milli' })).toMatchObject({ kind: 'length', toMm: 1 })
    expect(unit({ siUnitName: 'metre' })).toMatchObject({ kind: 'length', toMm: 1000 })
    expect(unit({ siUnitName: 'metre', siPrefix: 'centi' })).toMatchObject({ kind: 'length', toMm: 10 })
    expect(unit({ siUnitName: 'metre', siPrefix: 'milli', siDimension: 'square' })).toMatchObject({ kind: 'area', toMm2: 1 })
    expect(unit({ siUnitName: 'metre', siPrefix: 'milli', siDimension: 'cubic' }).kind).toBe('other')
    expect(unit({ siUnitName: 'gram' }).kind).toBe('other')
  })

  it('reads free unit names', () => {
    expect(unit({ unitName: 'inch' })).toMatchObject({ kind: 'length', toMm: 25.4 })
    expect(unit({ unitName: 'Foot' })).toMatchObject({ kind: 'length', toMm: 304.8 })
    expect(unit({ unitName: 'mm²' })).toMatchObject({ kind: 'area', toMm2: 1 })
    expect(unit({ unitName: 'GramPerMetre' }).kind).toBe('other')
  })
})

describe('kblProtectionKind', () => {
  it('maps the VOBES protection types', () => {
    expect(kblProtectionKind({ protectionType: 'TAPE', description: 'PVC-Folie', windingType: '' })).toMatchObject({ material: 'pvcTape', winding: 'overlap', unknown: null })
    expect(kblProtectionKind({ protectionType: 'TAPE', description: 'PET-Vlies', windingType: 'spiral' })).toMatchObject({ material: 'ductTape', winding: 'spiral' })
    expect(kblProtectionKind({ protectionType: 'WELLROHR', description: 'PP-Wellschlauch Gr. 17.0 D(i)=15.3 D(a)=21.6', windingType: '' }))
      .toMatchObject({ material: 'corrugatedTube', winding: 'tube', innerDiameter: 15.3 })
    expect(kblProtectionKind({ protectionType: 'corrugated tube', description: 'slit', windingType: '' }).material).toBe('corrugatedTubeSlit')
    expect(kblProtectionKind({ protectionType: 'SCHRUMPFSCHLAUCH', description: '', windingType: '' }).material).toBe('heatShrinkTube')
  })

  it('says when it guessed', () => {
    expect(kblProtectionKind({ protectionType: 'FOAM', description: 'Schaumstoff', windingType: '' })).toMatchObject({ material: 'pvcTape', unknown: expect.stringContaining('FOAM') })
    expect(kblProtectionKind({ protectionType: 'TAPE', description: '', windingType: 'zigzag' }).unknown).toContain('zigzag')
  })
})
