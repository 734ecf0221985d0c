import { createServer, type IncomingHttpHeaders } from 'node:http'

/** A request the host received: where, with which headers and body, and when (Date.now()). */
export interface HostRequest {
  path: string
  headers: IncomingHttpHeaders
  body: unknown
  at: number
}

/** A real HTTP server on 127.0.0.1 standing in for GitHub's API or a host's deploy hook. */
export interface Host {
  url: string
  requests: HostRequest[]
  /** Answers every request from now on with this status and body (at first: 204, no body). */
  answer(status: number, body?: unknown): void
  close(): Promise<void>
}

/** Starts a host on a free port. */
export async function startHost(): Promise<Host> {
  const requests: HostRequest[] = []
  let reply: { status: number; body?: unknown } = { status: 204 }
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // Kept as text: the test says what it expected.
      }
      requests.push({ path: request.url ?? '', headers: request.headers, body, at: Date.now() })
      if (reply.body === undefined) response.writeHead(reply.status).end()
      else response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('The test host has no port.')
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    answer: (status, body) => void (reply = { status, body }),
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
