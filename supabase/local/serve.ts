import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGate, type Capacity } from './gate.ts'
import { restErrorJson } from './http.ts'

/** The default capacity: PGlite runs one statement at a time, so more in flight only adds waiting. */
export const defaultCapacity: Capacity = { running: 4, waiting: 64 }

// A host name, IPv4 or bracketed IPv6 address, with an optional port: what a URL can be built from.
const hostPattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
// Methods the Fetch API refuses to build a Request for.
const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK'])
const bodyBuffer = 64 * 1024

/**
 * The request body as a web stream with backpressure. Cancelling it (a body refused as too large)
 * stops reading but leaves the socket open, so the refusal can still be sent.
 */
function bodyStream(incoming: IncomingMessage): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  const listeners: { data?: (chunk: Buffer) => void; end?: () => void; error?: (error: Error) => void } = {}
  const detach = () => {
    for (const [event, listener] of Object.entries(listeners)) incoming.off(event, listener)
    incoming.pause()
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        listeners.data = (chunk) => {
          controller.enqueue(new Uint8Array(chunk))
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause()
        }
        listeners.end = () => {
          detach()
          controller.close()
        }
        listeners.error = (error) => {
          detach()
          controller.error(error)
        }
        for (const [event, listener] of Object.entries(listeners)) incoming.on(event, listener)
      },
      pull() {
        incoming.resume()
      },
      cancel: detach,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: bodyBuffer }),
  )
  return { stream, detach }
}

/** The WHATWG Request for an incoming message, or the answer refusing a request that cannot be one. */
function toRequest(incoming: IncomingMessage): { request: Request; detach: () => void } | { refusal: Response } {
  const method = incoming.method ?? 'GET'
  if (forbiddenMethods.has(method.toUpperCase()))
    return { refusal: restErrorJson(405, 'PGRST117', `Unsupported HTTP method: ${method}`) }
  const host = incoming.headers.host ?? '127.0.0.1'
  const target = incoming.url ?? '/'
  if (!hostPattern.test(host))
    return { refusal: restErrorJson(400, 'PGRST100', 'The Host header is not a host name or address') }
  if (!target.startsWith('/')) return { refusal: restErrorJson(400, 'PGRST100', 'The request target must be a path') }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? bodyStream(incoming) : undefined
  try {
    const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : Array.isArray(value)
          ? value.map((v) => [name, v] as [string, string])
          : [[name, value] as [string, string]],
    )
    const request = new Request(`http://${host}${target}`, {
      method,
      headers,
      body: body?.stream,
      duplex: 'half',
    } as RequestInit)
    return { request, detach: body?.detach ?? (() => {}) }
  } catch {
    body?.detach()
    return {
      refusal: restErrorJson(400, 'PGRST100', 'The request could not be read as HTTP: check its target and headers'),
    }
  }
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

async function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  handle: (request: Request) => Promise<Response>,
  enter: () => Promise<() => void> | undefined,
): Promise<void> {
  // Hosted Supabase's edge tells functions the caller's address this way.
  if (!incoming.headers['x-forwarded-for'] && incoming.socket.remoteAddress)
    incoming.headers['x-forwarded-for'] = incoming.socket.remoteAddress
  const turn = enter()
  let response: Response
  let detach = () => {}
  if (!turn) {
    response = restErrorJson(503, 'PGRST003', 'The local stand-in has too many requests waiting; retry shortly.', {
      'retry-after': '1',
    })
  } else {
    const leave = await turn
    try {
      const converted = toRequest(incoming)
      if ('refusal' in converted) response = converted.refusal
      else {
        detach = converted.detach
        response = await handle(converted.request)
      }
    } catch (error) {
      console.error('[local supabase]', error)
      response = restErrorJson(500, 'XX000', 'The local stand-in failed to handle this request; see its log.')
    } finally {
      leave()
    }
  }
  try {
    await send(incoming, outgoing, response)
  } finally {
    // Whatever of the body is still arriving is discarded until the connection closes.
    detach()
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
  capacity: Capacity = defaultCapacity,
): Server {
  const gate = createGate(capacity)
  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing, handle, () => gate.enter()).catch((error: unknown) => {
      // Only writing the answer can fail here: the client went away (nothing to report), or a stream broke.
      if (!incoming.socket.destroyed) console.error('[local supabase]', error)
      outgoing.destroy()
    })
  })
  server.on('clientError', refuseUnparsable)
  return server
}
