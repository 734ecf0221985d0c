// Runs the local Supabase stand-in on its own: npx tsx supabase/local/main.ts
import { startLocalSupabase } from './index.ts'

const supabase = await startLocalSupabase({ dataDir: '.data/supabase' }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
console.log(`Local Supabase stand-in on ${supabase.url}
  publishable key   ${supabase.publishableKey}
  secret key        ${supabase.secretKey}
  legacy anon key   ${supabase.anonKey}
  legacy service_role key
                    ${supabase.serviceRoleKey}
  staff sign-in     ${supabase.staffAccount?.email} / ${supabase.staffAccount?.password}`)
const stop = () => void supabase.stop().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
