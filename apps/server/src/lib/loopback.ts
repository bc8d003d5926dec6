/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (how a dual-stack socket reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4) || address === '::1';
}

/**
 * Headers a reverse proxy adds when it passes a request on. A proxy on the same machine connects from loopback, so
 * with any of these present the socket's address says nothing about where the request came from.
 */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;
