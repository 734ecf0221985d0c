import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { islandScripts } from './scripts/build/islands-manifest.ts'
import { publicConnection } from './site/lib/supabase/public.ts'

const outDir = process.env.SITE_OUT_DIR || 'dist'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  // '@/' is site/: pages and components import the libraries without climbing folders.
  resolve: { alias: { '@/': fileURLToPath(new URL('./site/', import.meta.url)) } },
  publicDir: 'site/public',
  // Only the public URL and the publishable key reach the browser; the secret key is never read here.
  define: {
    __SUPABASE_CONNECTION__: JSON.stringify(publicConnection(process.env)),
    // The islands are built first (scripts/build/build.ts): pages name their scripts by the hashed file names.
    __ISLAND_SCRIPTS__: JSON.stringify(islandScripts(outDir)),
  },
  // scripts/build/build.ts may build elsewhere than dist/ (the tests do, beside the site they serve). The
  // compressed sizes Vite reports cost every build gzipping every file, wasm and all, for a log line.
  build: { outDir, reportCompressedSize: false },
  // The admin's AVIF encoder finds its WebAssembly beside its module (new URL(…, import.meta.url)),
  // which the development server's dependency bundling would move away from it.
  optimizeDeps: { exclude: ['@jsquash/avif'] },
  server: { host: '127.0.0.1', port: 3000 },
  preview: { host: '127.0.0.1', port: 3000 },
})
