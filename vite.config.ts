import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { entryGraphChunk } from './scripts/entry-graph-chunk'
import { type PandaRuntime, staticPanda } from './scripts/static-panda'

const loadPandaRuntime = () =>
  import(new URL('./styled-system/css/index.mjs', import.meta.url).href) as Promise<PandaRuntime>

/** The chunks the gate fetches whose imports are not preloaded (decision 234). */
const LOADED_AT_THE_GATE = /\/(lead-dialogs|page-lead-form)-[\w-]+\.js$/

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must come before react().
  plugins: [
    staticPanda(loadPandaRuntime),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a route's definition is part of every page's first load; its loader is not.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
  ],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://127.0.0.1:4310' } },
  build: isSsrBuild
    ? { emptyOutDir: true, sourcemap: false }
    : {
        // The prerender script reads dist/client/.vite/manifest.json to build the router manifest.
        manifest: true,
        emptyOutDir: true,
        // The lead UI at idle and the page forms at the first intent are fetched without Vite's preload
        // links for their imports: appending those links took one 20-30 ms task (×4 on a slowed phone)
        // at idle, and ran inside the tap that opens the gate (decision 234). Route chunks keep theirs.
        modulePreload: { resolveDependencies: (file, deps) => (LOADED_AT_THE_GATE.test(file) ? [] : deps) },
        // No index.html: the root route renders the whole document.
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                // Every module the entry imports statically goes in one chunk with it (decision 230).
                { name: entryGraphChunk('src/entry-client.tsx', 'entry-client') },
                // XState comes with the lead UI and the desk, never with the entry (decision 235). As one
                // group it leaves rolldown's runtime helpers in the entry; split by the automatic chunking,
                // they came as a file of their own that every page fetched before it could hydrate.
                { name: 'xstate', test: /node_modules\/(xstate|@xstate\/react)\// },
              ],
            },
          },
        },
      },
}))
