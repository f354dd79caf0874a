/**
 * The builds the e2e suite tests: at the root and under a sub-path, both sending mail
 * to the fake provider, and one without mail settings. E2E_PORT moves every port,
 * E2E_MAIL_PORT the fake provider's alone (it is fixed in the builds, so a new port
 * needs new builds).
 */
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The day the e2e builds are built for (SITE_BUILD_DATE, set by scripts/e2e.ts), so what is
 * upcoming, past or due for review does not move with the calendar. Specs that look at
 * dates set the page's clock too (e2e/support/clock.ts): to this day, or later to see the
 * browser correct a page.
 */
export const E2E_BUILD_DATE = '2026-11-23';

export const E2E_BASES = [
  { name: 'root', path: '/', port, distDir: 'dist', mail: true },
  { name: 'subpath', path: '/robotics/', port: port + 1, distDir: '.cache/dist-subpath', mail: true },
  { name: 'unconfigured', path: '/', port: port + 2, distDir: '.cache/dist-unconfigured', mail: false },
] as const;

/** The one spec the build without mail settings runs; the others skip it. */
export const UNCONFIGURED_SPEC = /contact-unconfigured\.spec\.ts$/;

/** The fake EmailJS API (test/support/fake-emailjs.ts) and the ids the mail-enabled builds use. */
export const E2E_MAIL = {
  origin: `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? port + 6)}`,
  ids: { serviceId: 'service_e2e', templateId: 'template_e2e', publicKey: 'public_key_e2e' },
};

/**
 * The build-time environment of a build: the three ids and the fake's origin, or all empty.
 * The browser under test is an automated one, which the SDK's headless blocking would refuse
 * before sending anything, so these builds switch it off (it stays on by default).
 */
export function mailEnv(withMail: boolean): Record<string, string> {
  return {
    VITE_EMAILJS_BLOCK_HEADLESS: 'false',
    VITE_EMAILJS_SERVICE_ID: withMail ? E2E_MAIL.ids.serviceId : '',
    VITE_EMAILJS_TEMPLATE_ID: withMail ? E2E_MAIL.ids.templateId : '',
    VITE_EMAILJS_PUBLIC_KEY: withMail ? E2E_MAIL.ids.publicKey : '',
    VITE_EMAILJS_ORIGIN: withMail ? E2E_MAIL.origin : '',
  };
}
