import type { Config } from '@react-router/dev/config';
import { normalizeBasePath } from './src/lib/base-path.ts';

export default {
  appDirectory: 'src',
  // Every route is prerendered to static HTML at build time; nginx serves the files.
  ssr: false,
  // scripts/build.ts gives each build a folder of its own (build/<dist folder>).
  buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
  // The same form as Vite's `base` ("/robotics/"): React Router prerenders through Vite's
  // preview server, which requires the basename to begin with `base`.
  basename: normalizeBasePath(process.env.BASE_PATH),
  // Every route of src/routes.ts has a path of its own (content routes are one per entry),
  // so the route table lists every page; /404 is the Not Found page nginx serves.
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), '/404'],
} satisfies Config;
