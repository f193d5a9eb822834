import { wireOuterDiameter } from '@harness/engine'
import type { LibraryPartKind, ParameterValue, PartRelation } from '@harness/protocol'

/** One part of the built-in library: its kind, fields, parameters and links by part number. */
export interface BuiltinPart {
  readonly kind: LibraryPartKind
  readonly partNumber: string
  readonly description: string
  readonly params: Readonly<Record<string, ParameterValue>>
  readonly links?: Partial<Readonly<Record<PartRelation, readonly string[]>>>
}

/**
 * Thin-wall (FLRY-B) wire cross-sections of the built-in library in mm², the common automotive
 * sizes of ISO 6722-1; outer diameters come from the engine's own table (`wireOuterDiameter`), so
 * the library and the engine's defaults agree.
 */
const WIRE_SIZES = [0.35, 0.5, 0.75, 1, 1.5, 2.5, 4, 6]

/**
 * Terminal classes by conductor cross-section (mm²) with the wire outer diameters (mm) their
 * insulation crimp holds and the strip length (mm) they take. The ranges are chosen so that every
 * built-in wire size fits at least one terminal and one seal; neighbouring classes overlap, as
 * real crimp ranges do, so a wire on a boundary (0.5, 1.0, 2.5, 4 mm²) fits two.
 */
const TERMINAL_CLASSES = [
  { csaMin: 0.35, csaMax: 0.5, odMin: 1.2, odMax: 1.7, strip: 3.5 },
  { csaMin: 0.5, csaMax: 1, odMin: 1.5, odMax: 2.2, strip: 4 },
  { csaMin: 1, csaMax: 2.5, odMin: 2, odMax: 3.1, strip: 4.5 },
  { csaMin: 2.5, csaMax: 4, odMin: 2.9, odMax: 3.8, strip: 5 },
  { csaMin: 4, csaMax: 6, odMin: 3.6, odMax: 4.5, strip: 5.5 },
]

/** Single-wire seal classes by wire outer diameter in mm (each class one colour, as seals are coded). */
const SEAL_CLASSES = [
  { min: 1.2, max: 1.7, colour: '绿' },
  { min: 1.6, max: 2.2, colour: '蓝' },
  { min: 2.1, max: 3.1, colour: '黄' },
  { min: 2.9, max: 3.8, colour: '灰' },
  { min: 3.6, max: 4.5, colour: '红' },
]

const HOUSING_WAYS = [2, 4, 6, 8, 12, 16, 24]

const size = (n: number) => String(n)

function wires(): BuiltinPart[] {
  return WIRE_SIZES.map((csa) => ({
    kind: 'wire', partNumber: `HB-W-FLRYB-${size(csa)}`, description: `FLRY-B ${size(csa)} mm² 薄壁导线`,
    params: { csa, od: wireOuterDiameter(csa), conductorMaterial: 'Cu', insulationMaterial: 'PVC', standard: 'ISO 6722-1', wall: 'thin', temperatureMax: 105 },
  }))
}

function terminals(gender: 'female' | 'male'): BuiltinPart[] {
  return TERMINAL_CLASSES.map((c) => ({
    kind: 'terminal', partNumber: `HB-T-${gender === 'female' ? 'F' : 'M'}-${size(c.csaMin)}-${size(c.csaMax)}`,
    description: `${gender === 'female' ? '母' : '公'}端子 ${size(c.csaMin)}–${size(c.csaMax)} mm²`,
    params: { csaMin: c.csaMin, csaMax: c.csaMax, insulationOdMin: c.odMin, insulationOdMax: c.odMax, stripLength: c.strip, gender, plating: 'tin' },
  }))
}

function seals(): BuiltinPart[] {
  return SEAL_CLASSES.map((c) => ({
    kind: 'seal', partNumber: `HB-SL-${size(c.min)}-${size(c.max)}`, description: `单线防水栓 线径 ${size(c.min)}–${size(c.max)} mm`,
    params: { wireOdMin: c.min, wireOdMax: c.max, colour: c.colour },
  }))
}

function housings(femaleTerminals: readonly string[], sealNumbers: readonly string[]): BuiltinPart[] {
  return HOUSING_WAYS.flatMap((ways): BuiltinPart[] => {
    const n = String(ways).padStart(2, '0')
    const rows = ways <= 4 ? 1 : 2
    return [
      {
        kind: 'connector', partNumber: `HB-C-${n}S`, description: `${ways} 孔防水母护套`,
        params: { cavityCount: ways, rows, sealed: true, pluggable: true, gender: 'female', colour: '黑', material: 'PA66' },
        links: { terminal: femaleTerminals, seal: sealNumbers, plug: ['HB-P-01'] },
      },
      {
        kind: 'connector', partNumber: `HB-C-${n}U`, description: `${ways} 孔非防水母护套`,
        params: { cavityCount: ways, rows, sealed: false, pluggable: false, gender: 'female', colour: '白', material: 'PBT' },
        links: { terminal: femaleTerminals },
      },
    ]
  })
}

function coverings(): BuiltinPart[] {
  const braid = (d: number, lo: number, hi: number): BuiltinPart => ({
    kind: 'protection', partNumber: `HB-PR-PET-${d}`, description: `PET 编织网管 ${d} mm`,
    params: { material: 'petTube', winding: 'tube', innerDiameter: d, bundleDiameterMin: lo, bundleDiameterMax: hi, colour: '黑' },
  })
  const corrugated = (ad: number, id: number): BuiltinPart => ({
    kind: 'protection', partNumber: `HB-PR-CT-${ad}`, description: `开口波纹管 AD${ad}`,
    params: { material: 'corrugatedTubeSlit', winding: 'tube', innerDiameter: id, bundleDiameterMax: id, colour: '黑' },
  })
  return [
    { kind: 'protection', partNumber: 'HB-PR-PVC-19', description: 'PVC 胶带 19 mm', params: { material: 'pvcTape', winding: 'overlap', width: 19, thickness: 0.13, colour: '黑' } },
    { kind: 'protection', partNumber: 'HB-PR-DT-19', description: '布基胶带 19 mm', params: { material: 'ductTape', winding: 'overlap', width: 19, thickness: 0.3, colour: '黑' } },
    braid(6, 3, 8), braid(10, 6, 13), braid(13, 9, 18),
    corrugated(7, 4.5), corrugated(10, 6.5), corrugated(13, 9.5), corrugated(17, 13), corrugated(23, 18.5),
    { kind: 'protection', partNumber: 'HB-PR-HS-6', description: '热缩管 3:1 Ø6', params: { material: 'heatShrinkTube', winding: 'tube', innerDiameter: 6, bundleDiameterMin: 2, bundleDiameterMax: 5.5, colour: '黑' } },
    { kind: 'protection', partNumber: 'HB-PR-HS-12', description: '热缩管 3:1 Ø12', params: { material: 'heatShrinkTube', winding: 'tube', innerDiameter: 12, bundleDiameterMin: 4, bundleDiameterMax: 11, colour: '黑' } },
  ]
}

function fixingsAndJoints(): BuiltinPart[] {
  return [
    { kind: 'clip', partNumber: 'HB-CL-15', description: '箭头卡扣 线束 5–15 mm', params: { bundleDiameterMin: 5, bundleDiameterMax: 15, holeDiameter: 6.5, panelThickness: 2 } },
    { kind: 'clip', partNumber: 'HB-CL-25', description: '箭头卡扣 线束 10–25 mm', params: { bundleDiameterMin: 10, bundleDiameterMax: 25, holeDiameter: 8, panelThickness: 2 } },
    { kind: 'grommet', partNumber: 'HB-GR-25', description: '过线胶圈 孔径 25 mm', params: { bundleDiameterMin: 8, bundleDiameterMax: 20, holeDiameter: 25 } },
    { kind: 'splice', partNumber: 'HB-SP-CR-4', description: '压接接点 总截面积 0.5–4 mm²', params: { csaMin: 0.5, csaMax: 4, method: 'crimp', lengthAddOn: 10 } },
    { kind: 'splice', partNumber: 'HB-SP-US-10', description: '超声波焊接接点 总截面积 0.7–10 mm²', params: { csaMin: 0.7, csaMax: 10, method: 'ultrasonic', lengthAddOn: 10 } },
    { kind: 'plug', partNumber: 'HB-P-01', description: '孔位堵头', params: { colour: '黑' } },
  ]
}

/**
 * The built-in library: generic parts with the product's own part numbers ("HB-…"), so a new
 * team can draw and check a harness before it keeps parts of its own: thin-wall wires, female and
 * male terminals by cross-section class, single-wire seals by outer diameter, sealed and unsealed
 * housings of 2 to 24 ways linked to the terminals, seals and plug that fit them, tapes, braids,
 * corrugated and heat-shrink tubes, clips, a grommet and splices. Values are nominal ones of the
 * product's own choosing, not any manufacturer's catalogue.
 */
export function builtinCatalogue(): BuiltinPart[] {
  const female = terminals('female')
  const sealParts = seals()
  return [
    ...wires(), ...female, ...terminals('male'), ...sealParts,
    ...housings(female.map((t) => t.partNumber), sealParts.map((s) => s.partNumber)),
    ...coverings(), ...fixingsAndJoints(),
  ]
}
