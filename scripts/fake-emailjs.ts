/**
 * `npm run fake-emailjs`: the e2e suite's fake EmailJS API, for trying the contact
 * form locally without an EmailJS account. Prints each message it receives.
 *   FAKE_EMAILJS_PORT=4279 npm run fake-emailjs
 */
import { startFakeEmailJs } from '../test/support/fake-emailjs.ts';

const port = Number(process.env.FAKE_EMAILJS_PORT ?? 4279);
// The ids the site was built with must match; these are the ones the printed command uses.
const ids = {
  serviceId: process.env.VITE_EMAILJS_SERVICE_ID || 'service_local',
  templateId: process.env.VITE_EMAILJS_TEMPLATE_ID || 'template_local',
  publicKey: process.env.VITE_EMAILJS_PUBLIC_KEY || 'public_key_local',
};

const fake = await startFakeEmailJs({
  port,
  ids,
  onRequest: ({ fields, answer }) => {
    console.log(`\n${new Date().toISOString()}  answered ${answer}`);
    for (const [name, value] of Object.entries(fields)) console.log(`  ${name}: ${value.replace(/\r?\n/g, '\n    ')}`);
  },
});

console.log(`Fake EmailJS API on ${fake.url}  (Ctrl+C stops it)

Run the site against it in another terminal (the dev server sends no CSP header):
  VITE_EMAILJS_ORIGIN=${fake.url} VITE_EMAILJS_SERVICE_ID=${ids.serviceId} \\
  VITE_EMAILJS_TEMPLATE_ID=${ids.templateId} VITE_EMAILJS_PUBLIC_KEY=${ids.publicKey} npm run dev

Then send a message from /contact. To try the failures:
  curl -X POST ${fake.url}/__control -d '{"mode":"429"}'    (ok, 400, 403, 429, 451, 500 or hang)
  curl ${fake.url}/__messages                             (what it has accepted)
  curl -X POST ${fake.url}/__release                      (answer held messages)
  curl -X POST ${fake.url}/__reset`);

const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
