import type { ConfigurationId, DiameterMethod, LabelId, ModuleId, PageSize, TableId } from '@harness/protocol'
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

/** Drawing and project settings with the defaults of specification section 3. */
export interface SettingsRecord {
  readonly id: 'settings'
  readonly typeName: 'settings'
  /** Display unit code (spec 3: 1 points, 2 millimetres, 3 inches). */
  readonly unit: 1 | 2 | 3
  readonly pageSize: PageSize
  readonly landscape: boolean
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
}
