/** The two builds the e2e suite tests: at the root and under a sub-path. */
export const E2E_BASES = [
  { name: 'root', path: '/', port: 4173, distDir: 'dist' },
  { name: 'subpath', path: '/robotics/', port: 4174, distDir: '.cache/dist-subpath' },
] as const;
