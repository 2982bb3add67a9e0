import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API runs on its own port in development (scripts/dev.mjs); the SPA talks to it through this
// proxy so cookies stay same-origin, exactly as in production where Fastify serves dist/web.
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our pages: separate chunks keep them cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'ui', test: /node_modules[\\/](@radix-ui|radix-ui|lucide-react|sonner|@floating-ui)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      // http-proxy streams bodies both ways, so multipart uploads and SSE (text/event-stream) pass
      // through untouched; ws:false because the API has no websockets.
      '/api': { target: apiTarget, changeOrigin: false, ws: false },
    },
  },
});
