import { PROTECTION_MATERIALS, WINDING_TYPES, type PartKind } from '../harness/enums'

/**
 * The kinds of part a library holds: everything the editor places that has a part number
 * (specification section 1), that is every palette kind but reference points and bundle segments.
 */
export type LibraryPartKind = Exclude<PartKind, 'referencePoint' | 'segment'>
export const LIBRARY_PART_KINDS: readonly LibraryPartKind[] = [
  'connector', 'terminal', 'seal', 'plug', 'wire', 'multicore', 'splice', 'protection', 'clip', 'grommet',
]

/** Kinds bought and costed by the metre (weight in g/m, cost per m); the others by the piece. */
export const PER_METRE_KINDS: ReadonlySet<LibraryPartKind> = new Set(['wire', 'multicore', 'protection'])

/** How a parameter's value is typed. */
export type ParameterType = 'number' | 'integer' | 'boolean' | 'text' | 'choice'

/** A value of a part parameter. */
export type ParameterValue = number | boolean | string

/**
 * One parameter of a part kind: its key in the part's `params`, its type and unit, the range a
 * value must lie in (inclusive), the choices of a `choice`, and its names in both languages.
 */
export interface ParameterDef {
  readonly key: string
  readonly type: ParameterType
  /** Unit the value is in, as printed after it ('mm', 'mm²', '°C'); absent for plain counts and texts. */
  readonly unit?: 'mm' | 'mm²' | '°C'
  readonly min?: number
  readonly max?: number
  readonly choices?: readonly string[]
  /** A part of the kind must state it. */
  readonly required?: boolean
  readonly zh: string
  readonly en: string
}

/**
 * A pair of parameters forming a range, with the name of what it bounds ("cross-section" for
 * csaMin..csaMax): the lower must not exceed the upper when both are set, and a part "fits" a
 * value that lies within them.
 */
export interface ParameterRange {
  readonly low: string
  readonly high: string
  readonly zh: string
  readonly en: string
}

/** The parameters of one part kind and the ranges among them. */
export interface PartKindDef {
  readonly kind: LibraryPartKind
  readonly zh: string
  readonly en: string
  readonly parameters: readonly ParameterDef[]
  readonly ranges: readonly ParameterRange[]
}

/** Longest text parameter, in characters. */
export const PARAMETER_TEXT_MAX = 200

const mm = (key: string, zh: string, en: string, max: number, required = false): ParameterDef => ({ key, type: 'number', unit: 'mm', min: 0, max, required, zh, en })
const csa = (key: string, zh: string, en: string, required = false): ParameterDef => ({ key, type: 'number', unit: 'mm²', min: 0.01, max: 400, required, zh, en })
const text = (key: string, zh: string, en: string): ParameterDef => ({ key, type: 'text', zh, en })
const flag = (key: string, zh: string, en: string): ParameterDef => ({ key, type: 'boolean', zh, en })
/** The bundle diameters a covering or fixing takes, from and to, in mm. */
const BUNDLE_RANGE: readonly ParameterDef[] = [
  { key: 'bundleDiameterMin', type: 'number', unit: 'mm', min: 0, max: 300, zh: '适用最小线束外径', en: 'Bundle diameter from' },
  { key: 'bundleDiameterMax', type: 'number', unit: 'mm', min: 0, max: 300, zh: '适用最大线束外径', en: 'Bundle diameter to' },
]
const BUNDLE_RANGE_PAIR: ParameterRange = { low: 'bundleDiameterMin', high: 'bundleDiameterMax', zh: '线束外径', en: 'bundle diameter' }
const choice = (key: string, zh: string, en: string, choices: readonly string[], required = false): ParameterDef => ({ key, type: 'choice', choices, required, zh, en })

/** Wire standards the library names (the dictionary holds their tables). */
export const WIRE_STANDARDS = ['ISO 6722-1', 'SAE J1128', 'JASO D611', 'LV 112', 'other'] as const
/** Conductor materials: copper, tinned copper, silver-plated copper, copper alloy, aluminium. */
export const CONDUCTOR_MATERIALS = ['Cu', 'CuSn', 'CuAg', 'CuAlloy', 'Al'] as const
/** Insulation materials of automotive and aircraft wire. */
export const INSULATION_MATERIALS = ['PVC', 'PP', 'PE', 'XLPE', 'TPE', 'PTFE', 'ETFE', 'silicone'] as const
/** Insulation wall of ISO 6722-1: thick, thin and ultra-thin. */
export const WALL_TYPES = ['thick', 'thin', 'ultraThin'] as const

/**
 * Every library part kind with its parameters, in the order forms and tables show them. Lengths
 * and diameters in mm, cross-sections in mm², temperatures in °C. A terminal fits a wire whose
 * cross-section lies in [csaMin, csaMax] and whose outer diameter lies in [insulationOdMin,
 * insulationOdMax]; a seal fits a wire whose outer diameter lies in [wireOdMin, wireOdMax]; a clip
 * or grommet holds a bundle whose diameter lies in [bundleDiameterMin, bundleDiameterMax]. Ranges
 * may be left unstated (KBL part masters carry none for terminals and seals): then nothing is
 * judged against them.
 */
export const PART_KIND_DEFS: Readonly<Record<LibraryPartKind, PartKindDef>> = {
  connector: {
    kind: 'connector', zh: '连接器（护套）', en: 'Connector (housing)',
    parameters: [
      { key: 'cavityCount', type: 'integer', min: 1, max: 500, required: true, zh: '孔位数', en: 'Cavities' },
      { key: 'rows', type: 'integer', min: 1, max: 50, zh: '排数', en: 'Rows' },
      flag('sealed', '防水', 'Sealed'),
      flag('pluggable', '可装堵头', 'Takes cavity plugs'),
      choice('gender', '公母', 'Gender', ['female', 'male']),
      text('colour', '颜色', 'Colour'),
      text('matingPartNumber', '对插件零件号', 'Mating part number'),
      text('material', '材料', 'Material'),
    ],
    ranges: [],
  },
  terminal: {
    kind: 'terminal', zh: '端子', en: 'Terminal',
    parameters: [
      csa('csaMin', '最小截面积', 'Cross-section from'),
      csa('csaMax', '最大截面积', 'Cross-section to'),
      mm('insulationOdMin', '最小绝缘外径', 'Insulation diameter from', 50),
      mm('insulationOdMax', '最大绝缘外径', 'Insulation diameter to', 50),
      mm('stripLength', '剥线长度', 'Strip length', 100),
      mm('crimpHeight', '压接高度', 'Crimp height', 20),
      mm('crimpWidth', '压接宽度', 'Crimp width', 20),
      choice('gender', '公母', 'Gender', ['female', 'male', 'ring', 'other']),
      choice('plating', '镀层', 'Plating', ['tin', 'silver', 'gold', 'none']),
    ],
    ranges: [{ low: 'csaMin', high: 'csaMax', zh: '截面积', en: 'cross-section' }, { low: 'insulationOdMin', high: 'insulationOdMax', zh: '绝缘外径', en: 'insulation diameter' }],
  },
  seal: {
    kind: 'seal', zh: '防水栓', en: 'Cavity seal',
    parameters: [mm('wireOdMin', '最小线径', 'Wire diameter from', 50), mm('wireOdMax', '最大线径', 'Wire diameter to', 50), text('colour', '颜色', 'Colour')],
    ranges: [{ low: 'wireOdMin', high: 'wireOdMax', zh: '线径', en: 'wire diameter' }],
  },
  plug: {
    kind: 'plug', zh: '堵头（盲堵）', en: 'Cavity plug',
    parameters: [text('colour', '颜色', 'Colour')],
    ranges: [],
  },
  wire: {
    kind: 'wire', zh: '导线', en: 'Wire',
    parameters: [
      csa('csa', '截面积', 'Cross-section', true),
      mm('od', '外径', 'Outer diameter', 100, true),
      text('colours', '颜色', 'Colours'),
      choice('conductorMaterial', '导体材料', 'Conductor', CONDUCTOR_MATERIALS),
      choice('insulationMaterial', '绝缘材料', 'Insulation', INSULATION_MATERIALS),
      choice('standard', '标准', 'Standard', WIRE_STANDARDS),
      choice('wall', '壁厚', 'Wall', WALL_TYPES),
      { key: 'temperatureMax', type: 'integer', unit: '°C', min: -60, max: 300, zh: '最高温度', en: 'Temperature up to' },
    ],
    ranges: [],
  },
  multicore: {
    kind: 'multicore', zh: '多芯线（护套线）', en: 'Multicore cable',
    parameters: [
      { key: 'cores', type: 'integer', min: 2, max: 200, required: true, zh: '芯数', en: 'Cores' },
      csa('coreCsa', '芯线截面积', 'Core cross-section'),
      mm('coreOd', '芯线外径', 'Core diameter', 50),
      mm('od', '外径', 'Outer diameter', 200, true),
      flag('shielded', '屏蔽', 'Shielded'),
      flag('twisted', '绞合', 'Twisted'),
      mm('layPitch', '绞距', 'Lay length', 1000),
      text('sheathColour', '护套颜色', 'Sheath colour'),
    ],
    ranges: [],
  },
  splice: {
    kind: 'splice', zh: '接点', en: 'Splice',
    parameters: [
      csa('csaMin', '最小总截面积', 'Total cross-section from'),
      csa('csaMax', '最大总截面积', 'Total cross-section to'),
      choice('method', '连接方式', 'Method', ['crimp', 'ultrasonic', 'solder', 'resistance']),
      mm('lengthAddOn', '长度附加量', 'Length add-on', 100),
    ],
    ranges: [{ low: 'csaMin', high: 'csaMax', zh: '总截面积', en: 'total cross-section' }],
  },
  protection: {
    kind: 'protection', zh: '包扎材料', en: 'Protection',
    parameters: [
      choice('material', '材料', 'Material', PROTECTION_MATERIALS, true),
      choice('winding', '缠绕方式', 'Winding', WINDING_TYPES),
      mm('width', '宽度', 'Width', 200),
      mm('thickness', '厚度', 'Thickness', 20),
      mm('innerDiameter', '内径', 'Inner diameter', 300),
      ...BUNDLE_RANGE,
      text('colour', '颜色', 'Colour'),
    ],
    ranges: [BUNDLE_RANGE_PAIR],
  },
  clip: {
    kind: 'clip', zh: '卡扣', en: 'Clip',
    parameters: [
      ...BUNDLE_RANGE,
      mm('holeDiameter', '安装孔径', 'Mounting hole', 100),
      mm('panelThickness', '板厚', 'Panel thickness', 50),
    ],
    ranges: [BUNDLE_RANGE_PAIR],
  },
  grommet: {
    kind: 'grommet', zh: '过线胶圈（护线套）', en: 'Grommet',
    parameters: [
      ...BUNDLE_RANGE,
      mm('holeDiameter', '安装孔径', 'Mounting hole', 300),
    ],
    ranges: [BUNDLE_RANGE_PAIR],
  },
}

/** The definition of `key` among `kind`'s parameters, or undefined. */
export function parameterOf(kind: LibraryPartKind, key: string): ParameterDef | undefined {
  return PART_KIND_DEFS[kind].parameters.find((p) => p.key === key)
}

/** Why a parameter set does not fit its kind: the parameter and the catalogue key of the message. */
export interface ParameterProblem {
  readonly key: string
  readonly problem: 'unknownParameter' | 'parameterRequired' | 'parameterType' | 'parameterRange' | 'parameterChoice' | 'parameterOrder'
  /** For `parameterOrder`: the lower bound's key, which `key` (the upper) is below. */
  readonly low?: string
}

/**
 * Checks `params` against `kind`: only the kind's parameters, each of its type, within its range
 * or among its choices, texts trimmed and at most {@link PARAMETER_TEXT_MAX} characters, every
 * required one present, and every range in order. Answers the parameters as stored (texts
 * trimmed, empty texts dropped) or the first problem found, in the kind's parameter order.
 */
export function checkParameters(kind: LibraryPartKind, params: Readonly<Record<string, unknown>>): { ok: true; params: Record<string, ParameterValue> } | { ok: false; problem: ParameterProblem } {
  const def = PART_KIND_DEFS[kind]
  for (const key of Object.keys(params)) {
    if (!def.parameters.some((p) => p.key === key)) return { ok: false, problem: { key, problem: 'unknownParameter' } }
  }
  const out: Record<string, ParameterValue> = {}
  for (const p of def.parameters) {
    const raw = params[p.key]
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (p.required) return { ok: false, problem: { key: p.key, problem: 'parameterRequired' } }
      continue
    }
    const checked = checkValue(p, raw)
    if (typeof checked === 'object') return { ok: false, problem: { key: p.key, problem: checked.problem } }
    out[p.key] = checked
  }
  for (const { low, high } of def.ranges) {
    const a = out[low]
    const b = out[high]
    if (typeof a === 'number' && typeof b === 'number' && a > b) return { ok: false, problem: { key: high, problem: 'parameterOrder', low } }
  }
  return { ok: true, params: out }
}

/** The stored value of `raw` for `p`, or what is wrong with it. */
function checkValue(p: ParameterDef, raw: unknown): ParameterValue | { readonly problem: ParameterProblem['problem'] } {
  switch (p.type) {
    case 'boolean':
      return typeof raw === 'boolean' ? raw : { problem: 'parameterType' }
    case 'text':
    case 'choice': {
      if (typeof raw !== 'string') return { problem: 'parameterType' }
      const value = raw.trim()
      if ([...value].length > PARAMETER_TEXT_MAX) return { problem: 'parameterRange' }
      if (p.type === 'choice' && !p.choices!.includes(value)) return { problem: 'parameterChoice' }
      return value
    }
    case 'number':
    case 'integer': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return { problem: 'parameterType' }
      if (p.type === 'integer' && !Number.isInteger(raw)) return { problem: 'parameterType' }
      if ((p.min !== undefined && raw < p.min) || (p.max !== undefined && raw > p.max)) return { problem: 'parameterRange' }
      return raw
    }
  }
}
