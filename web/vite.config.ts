import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The gateway serves /api, /graphql (HTTP and WebSocket) and /uploads on one origin; the dev server (and
 * `vite preview`) forwards those paths to it. GATEWAY_URL overrides the default address.
 * The Host header is kept (no changeOrigin): the gateway refuses requests whose Origin differs from Host.
 */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: gateway },
      '/uploads': { target: gateway },
      '/graphql': { target: gateway, ws: true },
    },
  },
});
