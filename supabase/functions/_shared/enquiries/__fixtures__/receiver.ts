import { createServer, type IncomingHttpHeaders } from 'node:http'

/** A request the receiver got: its headers and its body exactly as it arrived. */
export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A webhook receiver on 127.0.0.1, as a firm's CRM or chat would run one. */
export interface Receiver {
  url: string
  received: Received[]
  /** Answers the next requests with these statuses, one each, then 200. */
  answerWith(...statuses: number[]): void
  close(): Promise<void>
}

/** Starts a receiver on a free port. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = []
  let statuses: number[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const status = statuses.shift() ?? 200
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'receiver unavailable')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address !== 'object') throw new Error('The test receiver has no port.')
  return {
    url: `http://127.0.0.1:${address.port}/hooks/axon`,
    received,
    answerWith: (...next) => void (statuses = next),
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
