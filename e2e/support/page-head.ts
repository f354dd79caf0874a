import { loadSite } from '../../src/content/catalog.server.ts';

/**
 * The public address of the build under test (site.yaml's url with the base path, no
 * trailing slash), and how to reach one of its absolute URLs on the test server instead.
 */
export function siteAddressOf(baseURL: string): string {
  return (loadSite().url + new URL(baseURL).pathname).replace(/\/+$/, '');
}

export function onTestServer(url: string, baseURL: string): string {
  const address = siteAddressOf(baseURL);
  if (!url.startsWith(`${address}/`)) throw new Error(`${url} is not under the site's address ${address}`);
  return new URL(url.slice(address.length + 1), baseURL).href;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The content of a <meta property|name="…"> in prerendered HTML. */
export function metaContent(html: string, name: string): string | undefined {
  const value = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
}
