// Hostile requests against a stand-in listening on 127.0.0.1: each gets a 4xx in PostgREST's error
// shape, none a 5xx, and the process keeps answering.
import { Agent, request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localJwtSecret, signJwt, startLocalSupabase, type LocalSupabase } from './index.ts'

let supabase: LocalSupabase
let port: number

beforeAll(async () => {
  supabase = await startLocalSupabase({
    port: 0,
    functions: { echo: async (request) => new Response(await request.arrayBuffer()) },
  })
  port = Number(new URL(supabase.url).port)
})
afterAll(() => supabase?.stop())

interface RawAnswer {
  status: number
  body: string
  /** Bytes of the request the test managed to hand to the socket before the answer came. */
  sent: number
}

/**
 * Sends a raw request head and, optionally, up to `bodyBytes` of chunked body, stopping as soon as
 * the answer starts; resolves with the status line's code and the body once the server closes.
 */
function raw(head: string, bodyBytes = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    let sent = 0
    let answered = false
    const finish = () => {
      const [statusLine = '', ...rest] = received.split('\r\n')
      const body = rest.join('\r\n').split('\r\n\r\n').slice(1).join('\r\n\r\n')
      resolve({
        status: Number(statusLine.split(' ')[1]),
        body: body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''),
        sent,
      })
    }
    socket.on('data', (data) => {
      answered = true
      received += data.toString('latin1')
    })
    socket.on('close', finish)
    socket.on('error', (error: NodeJS.ErrnoException) => (received ? finish() : reject(error)))
    socket.write(head)
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      while (!answered && sent < bodyBytes) {
        sent += chunk.length
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`, 'latin1'))
          return void socket.once('drain', pump)
      }
    }
    if (bodyBytes > 0) pump()
  })
}

const textOrNull = expect.toSatisfy((value: unknown) => value === null || typeof value === 'string')
const postgrestShape = { code: expect.any(String), details: textOrNull, hint: textOrNull, message: expect.any(String) }
const headers = (extra: Record<string, string> = {}) => ({ apikey: supabase.anonKey, ...extra })
const deepJson = '['.repeat(10_000) + ']'.repeat(10_000)

describe('hostile raw requests', () => {
  const head = (lines: string) => `${lines}\r\napikey: ${supabase.anonKey}\r\nConnection: close\r\n\r\n`
  it.each([
    ['TRACE', 405, () => head('TRACE /rest/v1/blog_posts HTTP/1.1\r\nHost: 127.0.0.1')],
    ['a Host with a space', 400, () => head('GET /rest/v1/blog_posts HTTP/1.1\r\nHost: bad host')],
    ['a Host with user info', 400, () => head('GET /rest/v1/blog_posts HTTP/1.1\r\nHost: a@b')],
    ['an asterisk target', 400, () => head('GET * HTTP/1.1\r\nHost: 127.0.0.1')],
    ['an absolute-form target', 400, () => head('GET http://elsewhere/rest/v1/blog_posts HTTP/1.1\r\nHost: 127.0.0.1')],
    [
      'a header name with a space',
      400,
      () => head('GET /rest/v1/blog_posts HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x'),
    ],
    [
      '20 KB of headers',
      431,
      () => head(`GET /rest/v1/blog_posts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(20 * 1024)}`),
    ],
    [
      'a broken chunk size',
      400,
      () => `POST /rest/v1/blog_posts HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    ],
    [
      'a 256 MB Content-Length',
      413,
      () =>
        head(
          'POST /rest/v1/blog_posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 268435456',
        ),
    ],
  ])('%s gets %i in PostgREST’s shape', async (_case, status, request) => {
    const answer = await raw(request())
    expect(answer.status).toBe(status)
    expect(JSON.parse(answer.body)).toEqual(postgrestShape)
  })

  // Storage sends its refusals as HTTP 400, with the 413 in its body.
  it.each([
    ['/rest/v1/blog_posts', 'application/json', 413],
    ['/auth/v1/token?grant_type=password', 'application/json', 413],
    ['/functions/v1/echo', 'application/json', 413],
    ['/storage/v1/object/blog-images/posts/0123456789abcdef.webp', 'image/webp', 400],
  ])('a chunked 256 MB body to %s is refused with %i while it streams', async (path, type, status) => {
    const answer = await raw(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${supabase.serviceRoleKey}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      256 * 1024 * 1024,
    )
    expect(answer.status).toBe(status)
    expect(answer.sent).toBeLessThan(256 * 1024 * 1024)
  })
})

describe('bodies over the limit', () => {
  /** A 256 MB body made 64 KB at a time as it is read, counting what the stand-in pulled. */
  function generated(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= 256 * 1024 * 1024) return controller.close()
          pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      },
      { highWaterMark: 0 },
    )
    return { body, pulled: () => pulled }
  }

  it.each([
    ['/rest/v1/blog_posts', 'application/json', 1, 413],
    ['/auth/v1/token?grant_type=password', 'application/json', 0.0625, 413],
    ['/functions/v1/echo', 'application/json', 1, 413],
    ['/storage/v1/object/blog-images/posts/0123456789abcdef.webp', 'image/webp', 5, 400],
  ])('%s refuses a 256 MB body having read little more than its limit', async (path, type, limitMegabytes, status) => {
    const { body, pulled } = generated()
    const response = await supabase.fetch(`${supabase.url}${path}`, {
      method: 'POST',
      headers: { apikey: supabase.serviceRoleKey, 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(status)
    expect(pulled()).toBeLessThan((limitMegabytes + 1) * 1024 * 1024)
  })
})

describe('hostile requests in the API’s grammar', () => {
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${supabase.url}/rest/v1/${path}`, { ...init, headers: headers(init.headers as Record<string, string>) })
  const now = Math.floor(Date.now() / 1000)
  it.each([
    [
      'JSON nested 10,000 levels deep',
      400,
      () =>
        rest('blog_posts', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"title": ${deepJson}}`,
        }),
    ],
    [
      'a top-level array nested 10,000 levels deep',
      400,
      () => rest('blog_posts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepJson }),
    ],
    [
      'a filter value nested 7,900 levels deep',
      400,
      () => rest(`blog_posts?content=cs.${'['.repeat(7900)}${']'.repeat(7900)}`),
    ],
    [
      'a select nested 2,000 levels deep',
      400,
      () => rest(`blog_posts?select=${'a('.repeat(2000)}id${')'.repeat(2000)}`),
    ],
    [
      'a logic tree nested 2,000 levels deep',
      400,
      () => rest(`blog_posts?or=${'(or'.repeat(2000)}(id.eq.1)${')'.repeat(2000)}`),
    ],
    [
      'a token that is not valid yet',
      401,
      () =>
        rest('blog_posts', {
          headers: {
            authorization: `Bearer ${signJwt({ role: 'service_role', nbf: now + 3600, exp: now + 7200 }, localJwtSecret)}`,
          },
        }),
    ],
    [
      'a token signed with alg none',
      401,
      () =>
        rest('blog_posts', {
          headers: {
            authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
          },
        }),
    ],
    [
      'unknown preferences with handling=strict',
      400,
      () => rest('blog_posts', { headers: { prefer: 'handling=strict, foo, bar' } }),
    ],
    [
      'invalid JSON',
      400,
      () =>
        rest('blog_posts', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${supabase.serviceRoleKey}` },
          body: '{"title":',
        }),
    ],
    ['CSV in Accept', 406, () => rest('blog_posts', { headers: { accept: 'text/csv' } })],
    ['an unknown method', 405, () => rest('blog_posts', { method: 'PURGE' })],
    ['a path outside the API', 404, () => fetch(`${supabase.url}/etc/passwd`, { headers: headers() })],
  ])('%s gets %i in PostgREST’s shape', async (_case, status, send) => {
    const response = await send()
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual(postgrestShape)
  })

  it('answers unknown preferences with handling=strict as PostgREST does', async () => {
    const response = await rest('blog_posts', { headers: { prefer: 'handling=strict, foo, bar' } })
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      details: 'Invalid preferences: foo, bar',
      hint: null,
      message: 'Invalid preferences given with handling=strict',
    })
    expect((await rest('blog_posts', { headers: { prefer: 'handling=lenient, foo, bar' } })).status).toBe(200)
    expect((await rest('blog_posts', { headers: { prefer: 'handling=strict, count=exact' } })).status).toBe(200)
  })

  it('answers a token that is not valid yet as an expired one', async () => {
    const response = await rest('blog_posts', {
      headers: { authorization: `Bearer ${signJwt({ role: 'service_role', nbf: now + 3600 }, localJwtSecret)}` },
    })
    expect([response.status, (await response.json()).code]).toEqual([401, 'PGRST303'])
  })
})

describe('connections after an early answer', () => {
  it('answers a kept-alive client’s next request after refusing its oversized body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const send = (method: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/rest/v1/blog_categories?select=slug',
            method,
            agent,
            headers: { apikey: supabase.anonKey, 'content-type': 'application/json' },
          },
          (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          },
        )
        request.on('error', reject)
        request.end(body)
      })
    try {
      expect(await send('POST', Buffer.alloc(2 * 1024 * 1024, ' '))).toBe(413)
      expect(await send('GET')).toBe(200)
    } finally {
      agent.destroy()
    }
  })

  it('still answers a normal request after all of the above', async () => {
    const response = await fetch(`${supabase.url}/rest/v1/blog_categories?select=slug`, { headers: headers() })
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(5)
  })
})
