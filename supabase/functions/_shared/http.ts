// HTTP helpers every function here uses. Supabase bundles each function with what it imports, so
// a function deployed on its own carries this file with it.

/**
 * CORS for the functions staff call from the admin (request-rebuild, enquiry-delivery). The caller's
 * authority is a bearer token, never a cookie, so any origin may ask: a page elsewhere has no staff
 * token to send.
 */
export const staffCallCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info, x-region',
  'access-control-max-age': '86400',
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })

/** Reads a body of at most `limit` bytes; undefined when it is larger. */
export async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return undefined
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
