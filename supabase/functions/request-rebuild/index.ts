// Deno entry for hosted Supabase: `supabase functions deploy request-rebuild`. The handler itself is
// runtime-neutral; the local stand-in serves the same module on Node.
import requestRebuild from './handler.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Promise<Response>): unknown
}

// Supabase's edge runtime keeps a worker alive for the promises given to it after the answer is
// sent: a trailing dispatch waits there until it is due.
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime

Deno.serve(
  requestRebuild({
    get: (name) => Deno.env.get(name),
    waitUntil: edgeRuntime && ((task) => edgeRuntime.waitUntil(task)),
  }),
)
