// Deno entry for hosted Supabase: `supabase functions deploy enquiry-delivery`. The handler itself is
// runtime-neutral; the local stand-in serves the same module on Node.
import enquiryDelivery from './handler.ts'

declare const Deno: {
  env: { get(name: string): string | undefined }
  serve(handler: (request: Request) => Promise<Response>): unknown
}

Deno.serve(enquiryDelivery({ get: (name) => Deno.env.get(name) }))
