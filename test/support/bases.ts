/**
 * The builds the e2e suite tests: at the root and under a sub-path, both sending mail
 * to the fake provider (the form without mail settings is a component test,
 * src/components/contact/contact-form.test.tsx). E2E_PORT moves every port,
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

/**
 * The fixture content (e2e/visual-content/), which no committee edit touches: tests that expect
 * particular events, pages or names read it, so the live content can change freely.
 */
export const FIXTURE_CONTENT_ROOT = new URL('../../e2e/visual-content', import.meta.url).pathname;

/**
 * Each build, the Playwright project that tests it, and its nginx port. `visual` is the
 * screenshots' own (e2e/visual.spec.ts): built from fixture content the committee never edits
 * (e2e/visual-content/, its PDFs in public/ there), as on a day of its own, so neither a content
 * change nor a new E2E_BUILD_DATE moves a baseline.
 */
export const E2E_BASES = [
  { name: 'root', path: '/', port, distDir: 'dist', buildDate: E2E_BUILD_DATE },
  { name: 'subpath', path: '/robotics/', port: port + 1, distDir: '.cache/dist-subpath', buildDate: E2E_BUILD_DATE },
  {
    name: 'visual',
    path: '/',
    port: port + 2,
    distDir: '.cache/dist-visual',
    buildDate: '2026-11-23',
    contentRoot: FIXTURE_CONTENT_ROOT,
  },
] as const;

/** The fake EmailJS API (test/support/fake-emailjs.ts) and the ids the mail-enabled builds use. */
export const E2E_MAIL = {
  origin: `http://127.0.0.1:${Number(process.env.E2E_MAIL_PORT ?? port + 6)}`,
  ids: { serviceId: 'service_e2e', templateId: 'template_e2e', publicKey: 'public_key_e2e' },
};

/**
 * The build-time environment of the e2e builds: the three ids and the fake's origin.
 * The browser under test is an automated one, which the SDK's headless blocking would refuse
 * before sending anything, so these builds switch it off (it stays on by default).
 */
export const MAIL_ENV: Record<string, string> = {
  VITE_EMAILJS_BLOCK_HEADLESS: 'false',
  VITE_EMAILJS_SERVICE_ID: E2E_MAIL.ids.serviceId,
  VITE_EMAILJS_TEMPLATE_ID: E2E_MAIL.ids.templateId,
  VITE_EMAILJS_PUBLIC_KEY: E2E_MAIL.ids.publicKey,
  VITE_EMAILJS_ORIGIN: E2E_MAIL.origin,
};
