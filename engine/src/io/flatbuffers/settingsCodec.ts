import * as fb from '@harness/protocol/generated'
import type { Builder } from 'flatbuffers'
import { DEFAULT_SETTINGS } from '../../model/defaults'
import { BOM_CATEGORIES, type BomCategory, type ManufacturingEntry, type SettingsRecord } from '../../model/records'
import type { Mm } from '../../model/units'
import { CorruptFileError } from './CheckedByteBuffer'
import { DIAMETER_METHOD, LINE_JOINT, PAGE_SIZE, ROUND_METHOD, WIRE_PATTERN } from './EnumCodec'
import { enumRead, finiteRead, finiteToWrite, int32ToWrite } from './numberChecks'
import type { StringPool } from './StringPool'

const HERE = 'settings'

/** Writes the settings record as a Settings table (its sub-tables first, as FlatBuffers requires). */
export function writeSettings(b: Builder, s: StringPool, r: SettingsRecord): number {
  const f = (value: number, field: string) => finiteToWrite(value, HERE, field)
  if (r.unit !== 1 && r.unit !== 2 && r.unit !== 3) throw new RangeError(`encode: settings: unit ${String(r.unit)} is not 1, 2 or 3`)

  const gridColor = s.get(r.grid.color)
  fb.GridSettings.startGridSettings(b)
  fb.GridSettings.addVisible(b, r.grid.visible)
  fb.GridSettings.addSize(b, f(r.grid.size, 'grid.size'))
  fb.GridSettings.addColor(b, gridColor)
  const grid = fb.GridSettings.endGridSettings(b)

  const strokeColor = s.get(r.stroke.color)
  fb.StrokeSettings.startStrokeSettings(b)
  fb.StrokeSettings.addColor(b, strokeColor)
  fb.StrokeSettings.addWidth(b, f(r.stroke.width, 'stroke.width'))
  fb.StrokeSettings.addOpacity(b, f(r.stroke.opacity, 'stroke.opacity'))
  const stroke = fb.StrokeSettings.endStrokeSettings(b)

  const fontFamily = s.get(r.font.family)
  const fontColor = s.get(r.font.color)
  fb.FontSettings.startFontSettings(b)
  fb.FontSettings.addFamily(b, fontFamily)
  fb.FontSettings.addSize(b, f(r.font.size, 'font.size'))
  fb.FontSettings.addColor(b, fontColor)
  const font = fb.FontSettings.endFontSettings(b)

  fb.WireStyle.startWireStyle(b)
  fb.WireStyle.addPattern(b, WIRE_PATTERN.encode(r.wire.pattern))
  fb.WireStyle.addHeadTailSpacing(b, f(r.wire.headTailSpacing, 'wire.headTailSpacing'))
  fb.WireStyle.addLayPitch(b, f(r.wire.layPitch, 'wire.layPitch'))
  fb.WireStyle.addDiameter(b, f(r.wire.diameter, 'wire.diameter'))
  fb.WireStyle.addSpace(b, f(r.wire.space, 'wire.space'))
  const wire = fb.WireStyle.endWireStyle(b)

  fb.TableSize.startTableSize(b)
  fb.TableSize.addRows(b, int32ToWrite(r.table.rows, HERE, 'table.rows'))
  fb.TableSize.addCols(b, int32ToWrite(r.table.cols, HERE, 'table.cols'))
  const table = fb.TableSize.endTableSize(b)

  const rules = r.lengthRules
  fb.LengthRules.startLengthRules(b)
  fb.LengthRules.addPercentAddOn(b, f(rules.percentAddOn, 'lengthRules.percentAddOn'))
  fb.LengthRules.addMinAddOn(b, f(rules.minAddOn, 'lengthRules.minAddOn'))
  fb.LengthRules.addMaxAddOn(b, f(rules.maxAddOn, 'lengthRules.maxAddOn'))
  fb.LengthRules.addRoundTo(b, f(rules.roundTo, 'lengthRules.roundTo'))
  fb.LengthRules.addRoundMethod(b, ROUND_METHOD.encode(rules.roundMethod))
  fb.LengthRules.addJunctionAddOn(b, f(rules.junctionAddOn, 'lengthRules.junctionAddOn'))
  const lengthRules = fb.LengthRules.endLengthRules(b)

  const manufacturing = r.manufacturing.length > 0
    ? fb.Settings.createManufacturingVector(b, r.manufacturing.map((entry, i) => writeManufacturingEntry(b, s, entry, i)))
    : 0
  const background = s.get(r.background)
  fb.Settings.startSettings(b)
  fb.Settings.addUnit(b, r.unit)
  fb.Settings.addPageSize(b, PAGE_SIZE.encode(r.pageSize))
  fb.Settings.addLandscape(b, r.landscape)
  fb.Settings.addGrid(b, grid)
  fb.Settings.addPageView(b, r.pageView)
  fb.Settings.addBackground(b, background)
  fb.Settings.addRulers(b, r.rulers)
  fb.Settings.addGuides(b, r.guides)
  fb.Settings.addConnectionPoints(b, r.connectionPoints)
  fb.Settings.addConnectionArrows(b, r.connectionArrows)
  fb.Settings.addNodesVisible(b, r.nodesVisible)
  fb.Settings.addNodeLabels(b, r.nodeLabels)
  fb.Settings.addBundleLabels(b, r.bundleLabels)
  fb.Settings.addStroke(b, stroke)
  fb.Settings.addLineJoint(b, LINE_JOINT.encode(r.lineJoint))
  fb.Settings.addArcSize(b, f(r.arcSize, 'arcSize'))
  fb.Settings.addFont(b, font)
  fb.Settings.addWire(b, wire)
  fb.Settings.addTable(b, table)
  fb.Settings.addSymbolEdgeWidth(b, f(r.symbolEdgeWidth, 'symbolEdgeWidth'))
  fb.Settings.addLengthRules(b, lengthRules)
  fb.Settings.addDiameterMethod(b, DIAMETER_METHOD.encode(r.diameterMethod))
  fb.Settings.addPackingFactor(b, f(r.packingFactor, 'packingFactor'))
  if (manufacturing) fb.Settings.addManufacturing(b, manufacturing)
  fb.Settings.addCustomPageWidth(b, f(r.customPageWidth, 'customPageWidth'))
  fb.Settings.addCustomPageHeight(b, f(r.customPageHeight, 'customPageHeight'))
  return fb.Settings.endSettings(b)
}

/** Writes one manufacturing-BOM entry (entry `i` of the settings' list) as a ManufacturingEntry table. */
function writeManufacturingEntry(b: Builder, s: StringPool, e: ManufacturingEntry, i: number): number {
  const field = (name: string) => `manufacturing[${i}].${name}`
  const category = s.get(e.category)
  const partNumber = s.get(e.partNumber)
  const cellType = s.get(e.cellType)
  const process = s.get(e.process)
  const connectWay = s.get(e.connectWay)
  const resources = fb.ManufacturingEntry.createResourcesVector(b, e.resources.map((r) => s.get(r)))
  fb.ManufacturingEntry.startManufacturingEntry(b)
  fb.ManufacturingEntry.addCategory(b, category)
  fb.ManufacturingEntry.addPartNumber(b, partNumber)
  fb.ManufacturingEntry.addCellCount(b, int32ToWrite(e.cellCount, HERE, field('cellCount')))
  fb.ManufacturingEntry.addCellType(b, cellType)
  fb.ManufacturingEntry.addRawMaterial(b, e.rawMaterial)
  fb.ManufacturingEntry.addAutoSupply(b, e.autoSupply)
  fb.ManufacturingEntry.addProcess(b, process)
  fb.ManufacturingEntry.addResources(b, resources)
  fb.ManufacturingEntry.addConnectWay(b, connectWay)
  fb.ManufacturingEntry.addMoveMinutes(b, finiteToWrite(e.moveMinutes, HERE, field('moveMinutes')))
  fb.ManufacturingEntry.addQuantityRatio(b, finiteToWrite(e.quantityRatio, HERE, field('quantityRatio')))
  return fb.ManufacturingEntry.endManufacturingEntry(b)
}

/** Reads the settings' manufacturing-BOM entries (none when the file has no list, as before schema 2). */
function readManufacturing(t: fb.Settings): ManufacturingEntry[] {
  const entries: ManufacturingEntry[] = []
  for (let i = 0; i < t.manufacturingLength(); i++) {
    const e = t.manufacturing(i)
    const field = (name: string) => `manufacturing[${i}].${name}`
    if (!e) throw new CorruptFileError(`settings: ${field('')} is missing`)
    const partNumber = e.partNumber()
    if (partNumber === null) throw new CorruptFileError(`settings: required field ${field('partNumber')} is missing`)
    const category = e.category()
    if (!BOM_CATEGORIES.includes(category as BomCategory)) throw new CorruptFileError(`settings: field ${field('category')} is ${JSON.stringify(category)}, not a BOM category`)
    const resources: string[] = []
    for (let j = 0; j < e.resourcesLength(); j++) resources.push(e.resources(j) ?? '')
    entries.push({
      category: category as BomCategory,
      partNumber,
      cellCount: e.cellCount(),
      cellType: e.cellType() ?? '',
      rawMaterial: e.rawMaterial(),
      autoSupply: e.autoSupply(),
      process: e.process() ?? '',
      resources,
      connectWay: e.connectWay() ?? '',
      moveMinutes: finiteRead(e.moveMinutes(), HERE, field('moveMinutes')),
      quantityRatio: finiteRead(e.quantityRatio(), HERE, field('quantityRatio')),
    })
  }
  return entries
}

/**
 * Reads a Settings table. What a file leaves out reads as {@link DEFAULT_SETTINGS}: the schema's
 * scalar defaults equal them, and a missing sub-table or string takes the default's value.
 */
export function readSettings(t: fb.Settings): SettingsRecord {
  const f = (value: number, field: string) => finiteRead(value, HERE, field)
  const d = DEFAULT_SETTINGS
  const unit = t.unit()
  if (unit !== 1 && unit !== 2 && unit !== 3) throw new CorruptFileError(`settings: field unit is ${unit}, not 1, 2 or 3`)

  const g = t.grid()
  const grid = g ? { visible: g.visible(), size: f(g.size(), 'grid.size'), color: g.color() ?? d.grid.color } : d.grid
  const st = t.stroke()
  const stroke = st
    ? { color: st.color() ?? d.stroke.color, width: f(st.width(), 'stroke.width'), opacity: f(st.opacity(), 'stroke.opacity') }
    : d.stroke
  const fo = t.font()
  const font = fo ? { family: fo.family() ?? d.font.family, size: f(fo.size(), 'font.size'), color: fo.color() ?? d.font.color } : d.font
  const w = t.wire()
  const wire = w
    ? {
        pattern: enumRead(WIRE_PATTERN, w.pattern(), HERE, 'wire.pattern'),
        headTailSpacing: f(w.headTailSpacing(), 'wire.headTailSpacing'),
        layPitch: f(w.layPitch(), 'wire.layPitch'),
        diameter: f(w.diameter(), 'wire.diameter'),
        space: f(w.space(), 'wire.space'),
      }
    : d.wire
  const ta = t.table()
  const table = ta ? { rows: ta.rows(), cols: ta.cols() } : d.table
  const lr = t.lengthRules()
  const lengthRules = lr
    ? {
        percentAddOn: f(lr.percentAddOn(), 'lengthRules.percentAddOn'),
        minAddOn: f(lr.minAddOn(), 'lengthRules.minAddOn') as Mm,
        maxAddOn: f(lr.maxAddOn(), 'lengthRules.maxAddOn') as Mm,
        roundTo: f(lr.roundTo(), 'lengthRules.roundTo') as Mm,
        roundMethod: enumRead(ROUND_METHOD, lr.roundMethod(), HERE, 'lengthRules.roundMethod'),
        junctionAddOn: f(lr.junctionAddOn(), 'lengthRules.junctionAddOn') as Mm,
      }
    : d.lengthRules

  return {
    id: 'settings',
    typeName: 'settings',
    unit,
    pageSize: enumRead(PAGE_SIZE, t.pageSize(), HERE, 'pageSize'),
    landscape: t.landscape(),
    customPageWidth: f(t.customPageWidth(), 'customPageWidth') as Mm,
    customPageHeight: f(t.customPageHeight(), 'customPageHeight') as Mm,
    grid,
    pageView: t.pageView(),
    background: t.background() ?? d.background,
    rulers: t.rulers(),
    guides: t.guides(),
    connectionPoints: t.connectionPoints(),
    connectionArrows: t.connectionArrows(),
    nodesVisible: t.nodesVisible(),
    nodeLabels: t.nodeLabels(),
    bundleLabels: t.bundleLabels(),
    stroke,
    lineJoint: enumRead(LINE_JOINT, t.lineJoint(), HERE, 'lineJoint'),
    arcSize: f(t.arcSize(), 'arcSize'),
    font,
    wire,
    table,
    symbolEdgeWidth: f(t.symbolEdgeWidth(), 'symbolEdgeWidth'),
    lengthRules,
    diameterMethod: enumRead(DIAMETER_METHOD, t.diameterMethod(), HERE, 'diameterMethod'),
    packingFactor: f(t.packingFactor(), 'packingFactor'),
    manufacturing: readManufacturing(t),
  }
}
