import type { ConfigurationId, ConnectorId, DiameterMethod, LabelId, ModuleId, PageSize, TableId } from '@harness/protocol'
import type { Mm } from '../units'
import type { SheetPoint } from './topology'

/** A table drawn on the sheet (rows × columns of text). */
export interface TableRecord {
  readonly id: TableId
  readonly typeName: 'table'
  readonly position: SheetPoint
  readonly rows: number
  readonly cols: number
  /** Cell texts, row-major; shorter than rows × cols means empty cells. */
  readonly cells: readonly string[]
  /**
   * The connector whose pin-out the table shows, its rows and cells kept in step with the
   * connector's cavities and wires by the engine in every change (`rules/pinoutTables.ts`);
   * null for a table the designer fills.
   */
  readonly pinoutOf: ConnectorId | null
}

/** A free text label on the sheet. */
export interface LabelRecord {
  readonly id: LabelId
  readonly typeName: 'label'
  readonly position: SheetPoint
  readonly text: string
  /** Font size in points. */
  readonly fontSize: number
}

/** A module (KBL Module): a buildable part of a modular harness, selecting wires and parts. */
export interface ModuleRecord {
  readonly id: ModuleId
  readonly typeName: 'module'
  readonly name: string
  readonly partNumber: string
  readonly description: string
}

/** A harness configuration (variant): the modules one built harness contains (KBL Harness_configuration). */
export interface ConfigurationRecord {
  readonly id: ConfigurationId
  readonly typeName: 'configuration'
  readonly name: string
  readonly moduleIds: readonly ModuleId[]
}

/** How wire lengths are completed from the route (harness-domain 3.2, Capital's parameters). */
export interface LengthRules {
  /** Percentage add-on of the path length, e.g. 5 for 5 %. */
  readonly percentAddOn: number
  /** Bounds of the percentage add-on in mm. */
  readonly minAddOn: Mm
  readonly maxAddOn: Mm
  /** Rounding step in mm (0 = no rounding) and direction. */
  readonly roundTo: Mm
  readonly roundMethod: 'nearest' | 'up' | 'down'
  /** Default add-on per branch point passed, in mm. */
  readonly junctionAddOn: Mm
}

/**
 * The manufacturing-BOM fields of the specification (section 3, manufacturing BOM state) for one
 * BOM line: how many work cells it passes and of what type, whether it is raw material and
 * supplied automatically, the process, resources and connect way, the move time in minutes and
 * the quantity ratio.
 */
export interface ManufacturingFields {
  /** Number of work cells (stations) the item is processed in; a whole number ≥ 0. */
  readonly cellCount: number
  /** Type of work cell, free text such as "crimp cell"; '' when not set. */
  readonly cellType: string
  /** True when the item is raw material drawn from stock (reels, rolls) rather than a finished piece. */
  readonly rawMaterial: boolean
  /** True when the item reaches the line automatically (feeder, kanban) rather than picked by hand. */
  readonly autoSupply: boolean
  /** The manufacturing process the item enters, e.g. "cutting", "crimping". */
  readonly process: string
  /** Machines, tools and fixtures the process uses. */
  readonly resources: readonly string[]
  /** How the item is joined: "crimp", "ultrasonicWeld", "insert", ...; '' when not applicable. */
  readonly connectWay: string
  /** Minutes to move the item to its cell; ≥ 0. */
  readonly moveMinutes: number
  /** Consumption per unit of BOM quantity (1 = exact, 1.05 = 5 % scrap); > 0. */
  readonly quantityRatio: number
}

/** What a BOM line counts (harness-domain 3.5), in BOM order. */
export type BomCategory = 'connector' | 'terminal' | 'seal' | 'plug' | 'splice' | 'wire' | 'multicore' | 'tape' | 'tube' | 'clip' | 'grommet'

/** The BOM categories in BOM order. */
export const BOM_CATEGORIES: readonly BomCategory[] = ['connector', 'terminal', 'seal', 'plug', 'splice', 'wire', 'multicore', 'tape', 'tube', 'clip', 'grommet']

/**
 * The manufacturing fields a user set for the BOM lines of one category and part number (the BOM's
 * own key, `(no part number)` included, so parts without a number keep fields per category): the
 * document's manufacturing BOM state.
 */
export interface ManufacturingEntry extends ManufacturingFields {
  readonly category: BomCategory
  readonly partNumber: string
}

/** Drawing and project settings with the defaults of specification section 3. */
export interface SettingsRecord {
  readonly id: 'settings'
  readonly typeName: 'settings'
  /** Display unit code (spec 3: 1 points, 2 millimetres, 3 inches). */
  readonly unit: 1 | 2 | 3
  readonly pageSize: PageSize
  readonly landscape: boolean
  /** The custom page's width in mm, portrait (used with page size `custom`; 10 to 10,000 mm). */
  readonly customPageWidth: Mm
  /** The custom page's height in mm, portrait (used with page size `custom`; 10 to 10,000 mm). */
  readonly customPageHeight: Mm
  readonly grid: { readonly visible: boolean; readonly size: number; readonly color: string }
  readonly pageView: boolean
  readonly background: string
  readonly rulers: boolean
  readonly guides: boolean
  readonly connectionPoints: boolean
  readonly connectionArrows: boolean
  readonly nodesVisible: boolean
  readonly nodeLabels: boolean
  readonly bundleLabels: boolean
  readonly stroke: { readonly color: string; readonly width: number; readonly opacity: number }
  readonly lineJoint: 'sharp' | 'rounded' | 'curved'
  readonly arcSize: number
  readonly font: { readonly family: string; readonly size: number; readonly color: string }
  readonly wire: {
    readonly pattern: 'none' | 'ductTape' | 'heatShrinkTube' | 'pvcTube'
    readonly headTailSpacing: number
    readonly layPitch: number
    readonly diameter: number
    readonly space: number
  }
  readonly table: { readonly rows: number; readonly cols: number }
  readonly symbolEdgeWidth: number
  readonly lengthRules: LengthRules
  readonly diameterMethod: DiameterMethod
  /** Packing factor k of the packing method (harness-domain B2); 1.2 by default. */
  readonly packingFactor: number
  /** The manufacturing BOM state: fields per part number, in the order they were first set; none by default. */
  readonly manufacturing: readonly ManufacturingEntry[]
}
