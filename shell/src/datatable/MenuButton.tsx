import type { ReactNode } from 'react'
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'

/** One entry of a {@link MenuButton}. */
export interface MenuEntry {
  readonly id: string
  readonly label: string
  readonly danger?: boolean
  readonly disabled?: boolean
  readonly onAction: () => void
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** The button's content (text or an icon). */
  readonly children: ReactNode
  /** The accessible name of the button and its menu. */
  readonly label: string
  readonly entries: readonly MenuEntry[]
  readonly className?: string
  readonly testId?: string
  readonly isDisabled?: boolean
}

/**
 * A button that opens a menu of actions (react-aria-components: arrow keys move, Enter chooses,
 * Escape closes, focus returns to the button). Used by the table toolbar and column headings.
 */
export function MenuButton({ children, label, entries, className = 'btn btn-ghost btn-sm', testId, isDisabled }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button className={className} aria-label={label} data-testid={testId} isDisabled={isDisabled}>{children}</Button>
      <Popover className="dt-popover" placement="bottom start">
        <Menu className="dt-menu" aria-label={label} disabledKeys={entries.filter((e) => e.disabled).map((e) => e.id)}
          onAction={(key) => entries.find((e) => e.id === key)?.onAction()}>
          {entries.map((entry) => (
            <MenuItem key={entry.id} id={entry.id} data-action={entry.id} className={`dt-menu-item${entry.danger ? ' dt-menu-item-danger' : ''}`}>
              {entry.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
