import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The prerender build (scripts/build.mjs) runs in Node: the workspace packages are TypeScript, so they are bundled.
  ssr: { noExternal: [/^@acclaim\//] },
  server: {
    port: 5173,
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
