// Clients that start an upload and stop sending, never closing: the stand-in must keep answering
// everyone else, and tell a flood past its line to come back, rather than fall silent.
import { get, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from './index.ts'
import { serveFetch } from './serve.ts'

let supabase: LocalSupabase
const sockets: Socket[] = []
const servers: Server[] = []

beforeAll(async () => {
  supabase = await startLocalSupabase({ port: 0, functions: {} })
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  await supabase?.stop()
})

const portOf = (url: string) => Number(new URL(url).port)

/** Starts `count` uploads that declare 1 MB, send a few bytes of it, and then wait without closing. */
function abandonUploads(port: number, count: number): Socket[] {
  const paths = ['/rest/v1/blog_posts', '/storage/v1/object/blog-images/posts/0123456789abcdef0123456789abcdef.webp']
  return Array.from({ length: count }, (_, index) => {
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => {})
    socket.write(
      `POST ${paths[index % paths.length]} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${supabase.serviceRoleKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n{"title": "`,
    )
    sockets.push(socket)
    return socket
  })
}

/** Everything a socket received until the server closed it, or until `ms` passed. */
function received(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (data: Buffer) => (text += data.toString('latin1')))
    socket.once('close', () => resolve(text))
    setTimeout(() => resolve(text), ms).unref()
  })
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A GET on a connection of its own; 'silence' when no answer comes within five seconds. */
function read(url: string): Promise<Answer | 'silence'> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, headers: { apikey: supabase.anonKey } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', () => resolve('silence'))
    request.setTimeout(5000, () => {
      request.destroy()
      resolve('silence')
    })
  })
}

const categories = (origin: string) => `${origin}/rest/v1/blog_categories?select=slug`

describe('uploads that stop sending', () => {
  it('hold no turn: with twelve of them open, a REST read is answered at once', async () => {
    abandonUploads(portOf(supabase.url), 12)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const answer = await read(categories(supabase.url))
    expect(answer).toMatchObject({ status: 200 })
    expect(JSON.parse((answer as Answer).body)).toHaveLength(5)
  })

  it('are answered 408 in their API’s error shape once their body has gone quiet', async () => {
    const server = serveFetch(supabase.fetch, { bodyIdleMs: 100 })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    const [rest, storage] = abandonUploads(port, 2).map((socket) => received(socket, 5000))
    const restAnswer = (await rest)!
    expect(restAnswer).toMatch(/^HTTP\/1\.1 408 /)
    expect(restAnswer).toContain('"code":"PGRST100"')
    const storageAnswer = (await storage)!
    expect(storageAnswer).toMatch(/^HTTP\/1\.1 408 /)
    expect(storageAnswer).toContain('"statusCode":"408"')
  })
})

describe('a flood past the line', () => {
  it('gets 503 with Retry-After at once, in PostgREST’s shape, while those in line are served', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const slowed = async (request: Request) => {
      await released
      return supabase.fetch(request)
    }
    const server = serveFetch(slowed, { capacity: { running: 1, waiting: 2 } })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    abandonUploads(portOf(origin), 12)
    // Ten reads: one runs, two wait, and the seven past the line are answered while those three are held.
    const early: (Answer | 'silence')[] = []
    let sevenAnswered = () => {}
    const seven = new Promise<void>((resolve) => (sevenAnswered = resolve))
    const flood = Array.from({ length: 10 }, () =>
      read(categories(origin)).then((answer) => {
        if (early.push(answer) === 7) sevenAnswered()
        return answer
      }),
    )
    await seven
    const [turnedAway] = early
    expect(turnedAway).toMatchObject({ status: 503, headers: { 'retry-after': '1' } })
    expect(JSON.parse((turnedAway as Answer).body)).toEqual({
      code: 'PGRST003',
      details: null,
      hint: null,
      message: expect.stringContaining('retry'),
    })
    expect(early.map((answer) => (answer === 'silence' ? answer : answer.status))).toEqual(Array(7).fill(503))
    release()
    const statuses = (await Promise.all(flood)).map((answer) => (answer === 'silence' ? answer : answer.status))
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
  })
})
