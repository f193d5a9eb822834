import { isIPv4, isIPv6 } from 'node:net'
import type { Context } from 'koa'

/**
 * The client address rate limits count against. Without a trusted proxy `X-Forwarded-For` is
 * ignored (Koa's `ctx.ip` honours it only when `app.proxy` is set). IPv6 clients are bucketed by
 * their /64, since one subscriber usually holds a whole /64 (security R6).
 */
export function clientBucket(ctx: Context): string {
  let ip = ctx.ip || ctx.socket.remoteAddress || 'unknown'
  if (ip.startsWith('::ffff:')) ip = ip.slice(7)
  if (!isIPv6(ip)) return ip
  const groups = expandIPv6(ip)
  return `${groups.slice(0, 4).join(':')}::/64`
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::')
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const missing = ip.includes('::') ? 8 - h.length - t.length : 0
  return [...h, ...Array<string>(missing).fill('0'), ...t].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
}

/**
 * True when `address` (a socket's remote address) is this machine's loopback: 127.0.0.0/8, ::1, or
 * an IPv4 loopback address mapped into IPv6. Only the socket counts; a header can say anything.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIPv4(ip)) return ip.startsWith('127.')
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1'
}
