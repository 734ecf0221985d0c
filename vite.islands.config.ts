// The public pages' islands (site/islands/*.ts), built apart from the pages by scripts/build/build.ts before
// `vike build`. Here `react` is Preact's React-compatible runtime: an island carries a few kilobytes of
// runtime instead of React DOM's sixty, and the server still renders every page with React itself.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { islandsOutDir } from './scripts/build/islands-manifest.ts'
import { publicConnection } from './site/lib/supabase/public.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const entries = Object.fromEntries(
  readdirSync(`${root}site/islands`)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [file.replace(/\.ts$/, ''), `${root}site/islands/${file}`]),
)

export default defineConfig({
  // No public/ copy: the pages' build brings the site's files.
  publicDir: false,
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}site/` },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { __SUPABASE_CONNECTION__: JSON.stringify(publicConnection(process.env)) },
  build: {
    outDir: islandsOutDir(process.env.SITE_OUT_DIR || 'dist'),
    emptyOutDir: true,
    manifest: true,
    // No compressed sizes in the log: they cost gzipping every file.
    reportCompressedSize: false,
    // The pages' CSS is the site's one style sheet; an island brings none of its own.
    cssCodeSplit: false,
    rollupOptions: {
      input: entries,
      // Calls the bundler may drop when their result goes unused. lucide-react's icon modules each make a
      // React component of their icon, which an island never renders (it draws the icon's data with
      // LucideSvg); kept, each brought lucide's component code with it. `cva` builds a variant table.
      treeshake: { manualPureFunctions: ['createLucideIcon', 'cva'] },
      // Libraries written for React Server Components open with 'use client', which means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
      output: {
        entryFileNames: 'assets/islands/[name]-[hash].js',
        chunkFileNames: 'assets/islands/[name]-[hash].js',
        assetFileNames: 'assets/islands/[name]-[hash][extname]',
      },
    },
  },
})
