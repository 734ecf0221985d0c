import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type UserConfig } from 'vite'
import { islandScripts } from './scripts/build/islands-manifest.ts'
import { publicConnection } from './site/lib/supabase/public.ts'

const outDir = process.env.SITE_OUT_DIR || 'dist'

/**
 * Vike's option for where prerendering finds the server bundle it renders with. Left on, each build
 * records its bundle's path in one file inside node_modules, which every build of this checkout writes:
 * two builds at once (the tests build several sites side by side; `npm start` rebuilds beside them)
 * then render with each other's bundles. Off, the prerender reads the bundle in its own outDir.
 */
interface ServerEntryOptions {
  vitePluginServerEntry: { disableAutoImport: boolean }
}

const config: UserConfig & ServerEntryOptions = {
  vitePluginServerEntry: { disableAutoImport: true },
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
}

export default defineConfig(config)
