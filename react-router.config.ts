import type { Config } from '@react-router/dev/config';
import { listPrerenderPaths } from './src/content/catalog.server.ts';
import { normalizeBasePath, toBasename } from './src/lib/base-path.ts';

export default {
  appDirectory: 'src',
  // Every route is prerendered to static HTML at build time; nginx serves the files.
  ssr: false,
  basename: toBasename(normalizeBasePath(process.env.BASE_PATH)),
  prerender: () => listPrerenderPaths(),
} satisfies Config;
