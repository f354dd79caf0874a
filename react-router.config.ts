import type { Config } from '@react-router/dev/config';
import { listPrerenderPaths } from './src/content/catalog.server.ts';
import { normalizeBasePath, toBasename } from './src/lib/base-path.ts';

export default {
  appDirectory: 'src',
  // Every route is prerendered to static HTML at build time; nginx serves the files.
  ssr: false,
  // scripts/build.ts gives each build a folder of its own (build/<dist folder>).
  buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
  basename: toBasename(normalizeBasePath(process.env.BASE_PATH)),
  prerender: () => listPrerenderPaths(),
  // React Router 8's behaviour, where it is the same for this site (no middleware, no
  // client loaders, the build through Vite's environment API), so its warnings stop.
  // v8_passThroughRequests and v8_trailingSlashAwareDataRequests change the request URLs
  // that loaders and nginx see; they wait until they are tested on their own.
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
} satisfies Config;
