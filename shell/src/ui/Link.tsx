import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { navigate } from '../app/router'

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app URL: path plus optional query. */
  readonly to: string
  readonly testId?: string
}

/**
 * An anchor that navigates inside the shell without reloading (through the router and its guard);
 * modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function Link({ to, testId, onClick, children, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void navigate(to)
  }
  return (
    <a {...rest} href={to} data-testid={testId} onClick={handleClick}>
      {children}
    </a>
  )
}
