/** A JSON response with the headers every stand-in answer carries. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

/** PostgREST's error body, which the gateway also uses for what it refuses itself. */
export function restErrorJson(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json(status, { code, details: null, hint: null, message }, headers)
}

/**
 * Reads a request body, counting bytes as they arrive: a body that declares or turns out to be
 * larger than the limit is refused without reading more than one chunk past it.
 */
export async function readBytes(
  request: Request,
  limitBytes: number,
): Promise<{ bytes: Uint8Array } | { tooLarge: true }> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) return { tooLarge: true }
  const reader = request.body?.getReader()
  if (!reader) return { bytes: new Uint8Array() }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel()
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  return { bytes: Buffer.concat(chunks) }
}

/** Reads a request body as UTF-8 text, refusing bodies over the limit as readBytes does. */
export async function readBody(request: Request, limitBytes: number): Promise<{ text: string } | { tooLarge: true }> {
  const read = await readBytes(request, limitBytes)
  return 'bytes' in read ? { text: new TextDecoder().decode(read.bytes) } : read
}
