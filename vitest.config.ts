import { configDefaults, defineConfig } from 'vitest/config';
import { CONTENT_ROOT } from './src/content/load.server.ts';

// Unit tests run beside the code, without the React Router plugin.
export default defineConfig({
  // The content folder's globs, as in the build (vite.config.ts).
  resolve: { alias: { '@content': CONTENT_ROOT } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'content-tools/**/*.test.ts'],
    // The content-change test builds the site, so it runs after the gate's builds, not beside
    // them: `npm run test:content-change`.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.CONTENT_CHANGE_TEST ? [] : ['scripts/content-change.test.ts']),
    ],
    environment: 'node',
    // One worker runs many files: the tests restore what they change (globals, timers), and each
    // file's own start-up was most of the unit stage's time.
    isolate: false,
  },
});
