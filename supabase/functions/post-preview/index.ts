// Deno entry for hosted Supabase: `supabase functions deploy post-preview`. The handler itself is
// runtime-neutral; the local stand-in serves the same module on Node.
import postPreview from './handler.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Promise<Response>): unknown
}

Deno.serve(postPreview({ get: (name) => Deno.env.get(name) }))
