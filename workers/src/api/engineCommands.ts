import {
  addSplice, combineWires, connectWireEnd, createRecords, deleteRecords, disconnectWireEnd, joinSegments, moveBendPoint, moveNode,
  placeSpliceAtOptimum, setProperties, setSegmentLength, setWireModules, splitSegment, splitWireGroup,
  drawSegment, placePart, addWire, wrapSegments, translateRecords, alignRecords, distributeRecords, addSpliceForWires, placeLabel, placeTable, placePinoutTables, setTableText, makeMulticore, setManufacturingFields, rotateConnectors, mirrorConnectors, insertBendPoint, removeBendPoint, straightenSegments, setProtectionRange, addCable, fitPart, setWireSection, setWireColours, assignPart, setGroupPitch, type Command,
} from '@harness/engine'

/**
 * The commands the engine worker accepts by name, with their argument types: the shell sends
 * `{ name, args }` as plain data and the worker runs the engine command of that name.
 */
export const ENGINE_COMMANDS = {
  createRecords,
  setProperties: setProperties(),
  deleteRecords,
  moveNode,
  moveBendPoint,
  setSegmentLength,
  setWireSection,
  setWireColours,
  assignPart,
  splitSegment,
  joinSegments,
  connectWireEnd,
  disconnectWireEnd,
  addSplice,
  placeSpliceAtOptimum,
  combineWires,
  setGroupPitch,
  splitWireGroup,
  setWireModules,
  drawSegment,
  placePart,
  addWire,
  wrapSegments,
  translateRecords,
  alignRecords,
  distributeRecords,
  addSpliceForWires,
  placeLabel,
  placeTable,
  placePinoutTables,
  setTableText,
  makeMulticore,
  setManufacturingFields,
  rotateConnectors,
  mirrorConnectors,
  insertBendPoint,
  removeBendPoint,
  straightenSegments,
  setProtectionRange,
  addCable,
  fitPart,
} as const

/** The name of an engine command. */
export type EngineCommandName = keyof typeof ENGINE_COMMANDS

type ArgsOf<C> = C extends Command<infer A> ? A : never

/** A command message: its name, its arguments, and the label of its undo step. */
export type EngineCommand = {
  [K in EngineCommandName]: { readonly name: K; readonly args: ArgsOf<(typeof ENGINE_COMMANDS)[K]>; readonly label?: string }
}[EngineCommandName]

/** True when `name` is a command the worker knows (for messages from outside). */
export function isEngineCommandName(name: unknown): name is EngineCommandName {
  return typeof name === 'string' && Object.hasOwn(ENGINE_COMMANDS, name)
}
