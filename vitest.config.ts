import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    environment: 'node' as const,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// With TEST_DATABASE_URL set (CI), the server suite runs a second time against PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(postgres ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres })] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          alias: { '@': new URL('./apps/web/src', import.meta.url).pathname },
        },
      },
    ],
  },
});
