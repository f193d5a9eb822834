import { useEffect, useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react'
import { CLICK_GUARD_MS } from '../shellConfig'

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link'

/** Props of {@link GuardedButton}: a native button plus look and guard settings. */
export interface GuardedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant
  readonly size?: 'sm' | 'md' | 'lg'
  /** Stretch to the width of the container. */
  readonly block?: boolean
  /** How long the button stays disabled after a click, in ms (spec 9: 2 s). */
  readonly guardMs?: number
  readonly testId?: string
}

/**
 * The one button of the shell: disabled for 2 s after each click so a double click cannot send a
 * form twice (spec 9 click guard). The guard starts after the click has been dispatched, so a
 * submit button still submits its form.
 */
export function GuardedButton({
  variant = 'primary',
  size = 'md',
  block = false,
  guardMs = CLICK_GUARD_MS,
  testId,
  className,
  disabled,
  onClick,
  type = 'button',
  children,
  ...rest
}: GuardedButtonProps) {
  const [guarded, setGuarded] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(() => () => timers.current.forEach(clearTimeout), [])

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (guarded) {
      event.preventDefault()
      return
    }
    onClick?.(event)
    if (guardMs > 0) {
      timers.current.push(
        setTimeout(() => setGuarded(true), 0),
        setTimeout(() => setGuarded(false), guardMs),
      )
    }
  }

  const classes = ['btn', `btn-${variant}`, `btn-${size}`, block ? 'btn-block' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || guarded}
      data-guarded={guarded || undefined}
      data-testid={testId}
      onClick={handleClick}
    >
      {children}
    </button>
  )
}
