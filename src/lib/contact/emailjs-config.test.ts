import { expect, it } from 'vitest';
import { readEmailJsConfig } from './emailjs-config.ts';

const ids = {
  VITE_EMAILJS_SERVICE_ID: 'service_x',
  VITE_EMAILJS_TEMPLATE_ID: 'template_y',
  VITE_EMAILJS_PUBLIC_KEY: 'key_z',
};

it('is configured when the three ids are set, with the SDK default origin and automated browsers blocked', () => {
  expect(readEmailJsConfig(ids)).toEqual({
    serviceId: 'service_x',
    templateId: 'template_y',
    publicKey: 'key_z',
    origin: undefined,
    blockHeadless: true,
  });
});

it('takes another origin without its trailing slash', () => {
  expect(readEmailJsConfig({ ...ids, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4180/' })?.origin).toBe(
    'http://127.0.0.1:4180',
  );
});

it('lets automated browsers send only when VITE_EMAILJS_BLOCK_HEADLESS is false', () => {
  expect(readEmailJsConfig({ ...ids, VITE_EMAILJS_BLOCK_HEADLESS: 'false' })?.blockHeadless).toBe(false);
  expect(readEmailJsConfig({ ...ids, VITE_EMAILJS_BLOCK_HEADLESS: ' FALSE ' })?.blockHeadless).toBe(false);
  expect(readEmailJsConfig({ ...ids, VITE_EMAILJS_BLOCK_HEADLESS: '' })?.blockHeadless).toBe(true);
  expect(readEmailJsConfig({ ...ids, VITE_EMAILJS_BLOCK_HEADLESS: 'true' })?.blockHeadless).toBe(true);
});

it('is not configured when any id is missing or blank', () => {
  expect(readEmailJsConfig({ ...ids, VITE_EMAILJS_PUBLIC_KEY: ' ' })).toBeNull();
  expect(readEmailJsConfig({})).toBeNull();
});
