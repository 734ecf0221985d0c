import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGate, type Capacity, type Gate } from './gate.ts'
import { gatewayError, restErrorJson } from './http.ts'
import { bodyStream, receiveBody, type Received } from './request-body.ts'

/** The default capacity: PGlite runs one statement at a time, so more in flight only adds waiting. */
export const defaultCapacity: Capacity = { running: 4, waiting: 64 }

// A host name, IPv4 or bracketed IPv6 address, with an optional port: what a URL can be built from.
const hostPattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
// Methods the Fetch API refuses to build a Request for.
const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK'])
// The largest body any route takes, a 50 MB upload in a form: read whole before a turn is taken.
const bodyCeiling = 50 * 1024 * 1024 + 64 * 1024

/** How the server admits requests. */
export interface ServeOptions {
  capacity?: Capacity
  /** How long a request body may go without a byte arriving before the request is answered 408. */
  bodyIdleMs?: number
}

/** The default wait for a body's next byte; on 127.0.0.1 a body that pauses this long has been abandoned. */
export const defaultBodyIdleMs = 10_000

/** Why a request cannot be made into a WHATWG Request, or undefined when it can. */
function refusal(incoming: IncomingMessage): Response | undefined {
  const method = incoming.method ?? 'GET'
  if (forbiddenMethods.has(method.toUpperCase()))
    return restErrorJson(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  if (!hostPattern.test(incoming.headers.host ?? '127.0.0.1'))
    return restErrorJson(400, 'PGRST100', 'The Host header is not a host name or address')
  if (!(incoming.url ?? '/').startsWith('/')) return restErrorJson(400, 'PGRST100', 'The request target must be a path')
  return undefined
}

/** The request body: none, all of it in hand, or what was taken of it followed by the rest as it arrives. */
function requestBody(
  incoming: IncomingMessage,
  received: Received | undefined,
): { stream: Uint8Array | ReadableStream<Uint8Array> | undefined; detach: () => void } {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') return { stream: undefined, detach: () => {} }
  if (received?.kind === 'complete') return { stream: received.bytes, detach: () => {} }
  return bodyStream(incoming, received?.kind === 'too large' ? received.taken : [])
}

/** The WHATWG Request for an incoming message, with its body as received so far. */
function toRequest(
  incoming: IncomingMessage,
  received: Received | undefined,
): { request: Request; detach: () => void } | { refusal: Response } {
  const body = requestBody(incoming, received)
  try {
    const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : Array.isArray(value)
          ? value.map((v) => [name, v] as [string, string])
          : [[name, value] as [string, string]],
    )
    const request = new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, {
      method: incoming.method ?? 'GET',
      headers,
      body: body.stream as BodyInit | undefined,
      duplex: 'half',
    } as RequestInit)
    return { request, detach: body.detach }
  } catch {
    body.detach()
    return {
      refusal: restErrorJson(400, 'PGRST100', 'The request could not be read as HTTP: check its target and headers'),
    }
  }
}

/**
 * Hosted Supabase is reached through Cloudflare, which sets CF-Connecting-IP to the address that
 * connected, replacing whatever the caller sent, and appends that address to X-Forwarded-For. The
 * stand-in does the same with its socket's peer, so functions can trust the one and not the other.
 */
function vouchForPeer(incoming: IncomingMessage): void {
  const peer = incoming.socket.remoteAddress
  delete incoming.headers['cf-connecting-ip']
  if (!peer) return
  incoming.headers['cf-connecting-ip'] = peer
  const forwarded = incoming.headers['x-forwarded-for']
  incoming.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer
}

// How long a connection closed after an early answer keeps discarding what its client still sends.
const lingerMs = 2000

/**
 * Closes a connection whose client may still be sending, without losing the answer already written:
 * closing a socket with unread bytes makes the kernel send a reset, which can reach the client before
 * it has read the answer (it then sees EPIPE or ECONNRESET instead of a 413). So, as web servers do,
 * the server half-closes, discards what still arrives, and closes once the client does or after a moment.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    const timer = setTimeout(() => this.destroy(), lingerMs).unref()
    this.once('close', () => clearTimeout(timer))
    this.once('end', () => this.destroy())
    this.end()
    return this
  }
}

async function send(incoming: IncomingMessage, outgoing: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = Object.fromEntries(response.headers)
  // A body left unread (refused early, as too large) cannot be skipped on a kept-alive connection: close it once answered.
  if (!incoming.complete) {
    headers.connection = 'close'
    lingerOnClose(incoming.socket)
  }
  outgoing.writeHead(response.status, headers)
  if (response.body && incoming.method !== 'HEAD')
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), outgoing)
  else outgoing.end()
}

const nothingToDetach = () => {}

/** The answer to a request, and how to stop reading its body once answered; undefined when the client left. */
async function respond(
  incoming: IncomingMessage,
  handle: (request: Request) => Promise<Response>,
  gate: Gate,
  bodyIdleMs: number,
): Promise<{ response: Response; detach: () => void } | undefined> {
  const refused = refusal(incoming)
  if (refused) return { response: refused, detach: nothingToDetach }
  const path = (incoming.url ?? '/').split('?')[0] ?? '/'
  const busy = () => {
    const message = 'The local stand-in has too many requests waiting; retry shortly.'
    return { response: gatewayError(path, 503, message, { 'retry-after': '1' }), detach: nothingToDetach }
  }
  // A body is not worth reading when the line is already full.
  if (gate.full) return busy()
  // The body is in hand before the request waits for a turn, so a stalled one holds no turn. One declared
  // larger than any route takes is not read: its route refuses it by its Content-Length alone.
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  const received =
    hasBody && Number(incoming.headers['content-length'] ?? 0) <= bodyCeiling
      ? await receiveBody(incoming, { ceiling: bodyCeiling, idleMs: bodyIdleMs })
      : undefined
  if (received?.kind === 'gone') return undefined
  if (received?.kind === 'stalled') {
    const message = `The request body stopped arriving for ${bodyIdleMs / 1000} s; send it again.`
    return { response: gatewayError(path, 408, message), detach: nothingToDetach }
  }
  const turn = gate.enter()
  if (!turn) return busy()
  const leave = await turn
  let detach = nothingToDetach
  try {
    const converted = toRequest(incoming, received)
    if ('refusal' in converted) return { response: converted.refusal, detach }
    detach = converted.detach
    return { response: await handle(converted.request), detach }
  } catch (error) {
    console.error('[local supabase]', error)
    const response = restErrorJson(500, 'XX000', 'The local stand-in failed to handle this request; see its log.')
    return { response, detach }
  } finally {
    leave()
  }
}

async function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  handle: (request: Request) => Promise<Response>,
  gate: Gate,
  bodyIdleMs: number,
): Promise<void> {
  // A client may leave at any moment; that ends its request, never the process.
  incoming.on('error', () => {})
  vouchForPeer(incoming)
  const answered = await respond(incoming, handle, gate, bodyIdleMs)
  if (!answered) return void outgoing.destroy()
  try {
    await send(incoming, outgoing, answered.response)
  } finally {
    // Whatever of the body is still arriving is discarded until the connection closes.
    answered.detach()
    if (!incoming.complete) incoming.resume()
  }
}

/** Answers a request Node's HTTP parser refused (bad request line, oversized headers) in PostgREST's error shape. */
function refuseUnparsable(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify({
    code: 'PGRST100',
    details: null,
    hint: null,
    message: `The request could not be parsed as HTTP (${error.code ?? 'malformed'})`,
  })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/**
 * Serves a fetch function over Node's HTTP server. Every request gets an answer and nothing a request
 * does ends the process; at most `capacity.running` run at once, and when `capacity.waiting` more
 * are already in line the next is told 503 with Retry-After rather than left to starve.
 */
export function serveFetch(
  handle: (request: Request) => Promise<Response>,
  { capacity = defaultCapacity, bodyIdleMs = defaultBodyIdleMs }: ServeOptions = {},
): Server {
  const gate = createGate(capacity)
  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing, handle, gate, bodyIdleMs).catch((error: unknown) => {
      // Only writing the answer can fail here: the client went away (nothing to report), or a stream broke.
      if (!incoming.socket.destroyed) console.error('[local supabase]', error)
      outgoing.destroy()
    })
  })
  server.on('clientError', refuseUnparsable)
  return server
}
