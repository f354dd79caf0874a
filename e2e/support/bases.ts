/** The two builds the e2e suite tests: at the root and under a sub-path. E2E_PORT moves the ports. */
const port = Number(process.env.E2E_PORT ?? 4173);

export const E2E_BASES = [
  { name: 'root', path: '/', port, distDir: 'dist' },
  { name: 'subpath', path: '/robotics/', port: port + 1, distDir: '.cache/dist-subpath' },
] as const;
