/** Whether an origin matches one of the rules: an exact origin, or 'http://host:*' for any port. */
export function originAllowed(origin: string, rules: readonly string[]): boolean {
  return rules.some((rule) =>
    rule.endsWith(':*') ? new RegExp(`^${escape(rule.slice(0, -2))}(:\\d+)?$`).test(origin) : rule === origin,
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The CORS headers for a request from an allowed origin; none otherwise, so browsers refuse it. */
export function corsHeaders(origin: string | null, rules: readonly string[]): Record<string, string> {
  if (!origin || !originAllowed(origin, rules)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
    'access-control-max-age': '86400',
    vary: 'Origin',
  }
}

/** A hex SHA-256 of a value with a secret, so stored keys cannot be reversed into addresses. */
export async function keyedHash(secret: string, value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${secret}:${value}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The address the platform vouches for, to key the rate limit on. Hosted Supabase is reached through
 * Cloudflare, which sets CF-Connecting-IP to the address that connected to it, replacing any value the
 * caller sent; X-Forwarded-For, by contrast, passes on whatever the caller wrote in it, and proxies
 * behind Cloudflare append to it, so neither its first nor its last entry is sure to be the visitor.
 * Without the header (a runtime with no such edge in front) every caller shares one limit, so a
 * missing header never becomes a way round it. The local stand-in sets it from the socket's peer.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('cf-connecting-ip')?.trim() || 'unknown'
}
