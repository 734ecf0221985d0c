/** A JSON response with the headers every stand-in answer carries. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })
}

/** Reads a request body as text, refusing bodies over the limit. */
export async function readBody(request: Request, limitBytes: number): Promise<{ text: string } | { tooLarge: true }> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) return { tooLarge: true }
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength > limitBytes) return { tooLarge: true }
  return { text: new TextDecoder().decode(bytes) }
}
