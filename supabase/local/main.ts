// Runs the local Supabase stand-in on its own: npx tsx supabase/local/main.ts
import { startLocalSupabase } from './index.ts'
import { scheduleEnquiryUpkeep } from './upkeep.ts'

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
// As the scheduled workflow does in production, every minute here.
const upkeep = scheduleEnquiryUpkeep({ url: supabase.url, secretKey: supabase.secretKey })
const stop = () =>
  void upkeep
    .stop()
    .then(() => supabase.stop())
    .then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
