import { elementsOf } from './html.ts';

/** site.yaml's `url`, stated here rather than read through the site's own loader. */
const SITE_URL = 'https://robotics.riverbend.example';

/**
 * The public address of the build under test (site.yaml's url with the base path, no
 * trailing slash), and how to reach one of its absolute URLs on the test server instead.
 */
export function siteAddressOf(baseURL: string): string {
  return SITE_URL + new URL(baseURL).pathname.replace(/\/$/, '');
}

export function onTestServer(url: string, baseURL: string): string {
  const address = siteAddressOf(baseURL);
  if (!url.startsWith(`${address}/`)) throw new Error(`${url} is not under the site's address ${address}`);
  return new URL(url.slice(address.length + 1), baseURL).href;
}

/** The content of a <meta property|name="…"> in prerendered HTML. */
export const metaContent = (html: string, name: string) =>
  elementsOf(html, 'meta').find(({ attrs }) => (attrs.property ?? attrs.name) === name)?.attrs.content;
