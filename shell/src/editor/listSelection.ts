/**
 * Selection from a list row (the outline, the design-rule findings, a report): a plain click
 * selects the row's records alone; a click with Ctrl or ⌘ adds them to the selection, or takes
 * them out when all of them are selected already, as Ctrl-click does in a desktop list. Shift does
 * the same here (rows are windowed out of a list of up to 100,000, so there is no range of rows
 * held to extend). Pure: the editor asks the engine for the result.
 *
 * Example: with W1 selected, Shift-click on W2 selects W1 and W2; Ctrl-click on W1 then leaves W2.
 */

/** The modifier keys of a click, as a pointer or mouse event gives them. */
export interface ClickModifiers {
  readonly shiftKey: boolean
  readonly ctrlKey: boolean
  readonly metaKey: boolean
}

/** Whether a click adds to (or takes from) the selection instead of replacing it. */
export function extendsSelection(click: ClickModifiers): boolean {
  return click.shiftKey || click.ctrlKey || click.metaKey
}

/**
 * The selection after a list click on a row naming `ids`: `ids` alone for a plain click; with
 * `extend`, `current` with `ids` added in order, or without them when every one is in `current`.
 */
export function listSelection(current: readonly string[], ids: readonly string[], extend: boolean): string[] {
  if (!extend) return [...ids]
  const held = new Set(current)
  if (ids.length > 0 && ids.every((id) => held.has(id))) {
    const dropped = new Set(ids)
    return current.filter((id) => !dropped.has(id))
  }
  return [...current, ...ids.filter((id) => !held.has(id))]
}
