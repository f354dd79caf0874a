import { defineConfig } from 'vitest/config';

// Unit tests run beside the code, without the React Router plugin.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
