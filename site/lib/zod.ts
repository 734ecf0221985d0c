import { z } from 'zod'

// Zod compiles faster parsers with `new Function` where it may. The site's Content-Security-Policy
// forbids eval, and even Zod's caught probe for it is reported as a policy violation, so the shared
// schemas (which the admin runs in the browser) parse without compiling.
z.config({ jitless: true })

export { z }
