import type { IncomingMessage } from 'node:http'

const bodyBuffer = 64 * 1024

/**
 * The request body as a web stream with backpressure, starting with the chunks already taken from it.
 * Cancelling it (a body refused as too large) stops reading but leaves the socket open, so the refusal
 * can still be sent.
 */
export function bodyStream(
  incoming: IncomingMessage,
  taken: readonly Uint8Array[] = [],
): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  const listeners: { data?: (chunk: Buffer) => void; end?: () => void; error?: (error: Error) => void } = {}
  const detach = () => {
    for (const [event, listener] of Object.entries(listeners)) incoming.off(event, listener)
    incoming.pause()
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        for (const chunk of taken) controller.enqueue(new Uint8Array(chunk))
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

/** What arrived of a body: all of it; more than the most any route takes (the rest still to come); nothing for too long; or the client left. */
export type Received =
  | { kind: 'complete'; bytes: Uint8Array }
  | { kind: 'too large'; taken: Uint8Array[] }
  | { kind: 'stalled' }
  | { kind: 'gone' }

/**
 * Reads a request body into memory until it ends, passes `ceiling` bytes, or goes `idleMs` without a
 * byte arriving. A body is read this way before its request waits for a turn at the database, so a
 * client that stops sending holds nothing but its own connection.
 */
export function receiveBody(
  incoming: IncomingMessage,
  { ceiling, idleMs }: { ceiling: number; idleMs: number },
): Promise<Received> {
  return new Promise((resolve) => {
    const taken: Buffer[] = []
    let size = 0
    let timer: NodeJS.Timeout | undefined
    const finish = (received: Received) => {
      clearTimeout(timer)
      incoming.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      resolve(received)
    }
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        incoming.pause()
        finish({ kind: 'stalled' })
      }, idleMs).unref()
    }
    const onData = (chunk: Buffer) => {
      taken.push(chunk)
      size += chunk.byteLength
      if (size <= ceiling) return arm()
      incoming.pause()
      finish({ kind: 'too large', taken })
    }
    const onEnd = () => finish({ kind: 'complete', bytes: Buffer.concat(taken) })
    const onGone = () => finish({ kind: 'gone' })
    incoming.on('data', onData).once('end', onEnd).once('error', onGone).once('close', onGone)
    arm()
  })
}
