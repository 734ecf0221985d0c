import { STATUS_CODES } from 'node:http'

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

/**
 * Storage API's error body: the status it means, as a string, beside its code and words. Hosted Storage
 * sends its own refusals with HTTP 400 (500 for its failures) and the precise status only in the body;
 * `sentAs` is for the stand-in's own answers (busy, timed out), whose HTTP status must say so.
 */
export function storageError(
  status: number,
  code: string,
  error: string,
  message: string,
  { sentAs = status === 500 ? 500 : 400, headers = {} }: { sentAs?: number; headers?: Record<string, string> } = {},
): Response {
  return json(sentAs, { statusCode: String(status), code, error, message }, headers)
}

/** The stand-in's own refusal of a request (busy, timed out), in the error shape of the API it was meant for. */
export function gatewayError(
  path: string,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  if (path.startsWith('/storage/v1/')) {
    const code = status === 503 ? 'SlowDown' : 'InvalidRequest'
    return storageError(status, code, STATUS_CODES[status] ?? 'Error', message, { sentAs: status, headers })
  }
  return restErrorJson(status, status === 503 ? 'PGRST003' : 'PGRST100', message, headers)
}
