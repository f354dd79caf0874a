/**
 * The contact form's EmailJS settings, fixed at build time from the environment
 * (see .env.example). Missing ids mean the form is not configured.
 */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The API origin; undefined means the SDK's default (https://api.emailjs.com). */
  origin: string | undefined;
  /**
   * Whether the SDK refuses to send from a browser driven by automation (it checks
   * `navigator.webdriver`), answering 451 without a request. On unless
   * VITE_EMAILJS_BLOCK_HEADLESS is `false`, which only the e2e builds set: their browser is one.
   */
  blockHeadless: boolean;
}

export function readEmailJsConfig(env: Partial<Record<string, string>>): EmailJsConfig | null {
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  if (!serviceId || !templateId || !publicKey) return null;
  const origin = env.VITE_EMAILJS_ORIGIN?.trim().replace(/\/+$/, '') || undefined;
  const blockHeadless = env.VITE_EMAILJS_BLOCK_HEADLESS?.trim().toLowerCase() !== 'false';
  return { serviceId, templateId, publicKey, origin, blockHeadless };
}

/** This build's settings. */
export const emailJsConfig = readEmailJsConfig({
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
  VITE_EMAILJS_BLOCK_HEADLESS: import.meta.env.VITE_EMAILJS_BLOCK_HEADLESS,
});
