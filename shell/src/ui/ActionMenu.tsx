import type { RefObject } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components'
import { Icon, type IconName } from './Icon'

/** One entry of an action menu; `separator` draws a line instead. */
export type MenuAction =
  | {
      readonly id: string
      readonly label: string
      readonly icon?: IconName
      readonly danger?: boolean
      readonly disabled?: boolean
      readonly onAction: () => void
    }
  | { readonly id: string; readonly separator: true }

function MenuItems({ actions, label, testId, onDone }: { readonly actions: readonly MenuAction[]; readonly label: string; readonly testId?: string; readonly onDone?: () => void }) {
  return (
    <Menu className="menu" aria-label={label} data-testid={testId}
      disabledKeys={actions.filter((a) => !('separator' in a) && a.disabled).map((a) => a.id)}
      onAction={(key) => {
        const action = actions.find((a) => a.id === key)
        onDone?.()
        if (action && !('separator' in action)) action.onAction()
      }}>
      {actions.map((action) =>
        'separator' in action ? (
          <Separator key={action.id} className="menu-separator" />
        ) : (
          <MenuItem key={action.id} id={action.id} textValue={action.label} data-action={action.id}
            className={`menu-item${action.danger ? ' menu-item-danger' : ''}`}>
            {action.icon ? <Icon name={action.icon} size={15} /> : <span className="menu-item-gap" />}
            <span>{action.label}</span>
          </MenuItem>
        ),
      )}
    </Menu>
  )
}

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps {
  readonly label: string
  readonly actions: readonly MenuAction[]
  readonly testId?: string
  readonly menuTestId?: string
}

/** A "more actions" button that opens a keyboard-navigable menu (react-aria-components). */
export function ActionMenu({ label, actions, testId, menuTestId }: ActionMenuProps) {
  if (actions.length === 0) return null
  return (
    <MenuTrigger>
      <Button className="icon-button" aria-label={label} data-testid={testId}>
        <Icon name="more" size={16} />
      </Button>
      <Popover className="popover" placement="bottom end">
        <MenuItems actions={actions} label={label} testId={menuTestId} />
      </Popover>
    </MenuTrigger>
  )
}

/** Props of {@link ContextMenu}. */
export interface ContextMenuProps {
  /** An element placed where the menu should open (at the pointer, or on the row for the keyboard). */
  readonly anchor: RefObject<HTMLElement | null>
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly label: string
  readonly actions: readonly MenuAction[]
  readonly testId?: string
}

/** A context menu opened at `anchor` (right click, the menu key or Shift+F10). */
export function ContextMenu({ anchor, isOpen, onClose, label, actions, testId }: ContextMenuProps) {
  return (
    <Popover className="popover" triggerRef={anchor} isOpen={isOpen} onOpenChange={(open) => { if (!open) onClose() }} placement="bottom start">
      <MenuItems actions={actions} label={label} testId={testId} onDone={onClose} />
    </Popover>
  )
}
