import { describe, expect, it } from 'vitest';
import { joinBase, normalizeBasePath, siteAddress } from './base-path.ts';

describe('BASE_PATH', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['robotics', '/robotics/'],
    ['/robotics', '/robotics/'],
    ['/clubs/robotics/', '/clubs/robotics/'],
  ])('normalizes %j to %j', (raw, expected) => {
    expect(normalizeBasePath(raw)).toBe(expected);
  });

  it('rejects a value that is not a URL path, naming it', () => {
    expect(() => normalizeBasePath('/robo tics')).toThrow(/BASE_PATH "\/robo tics"/);
  });

  it('prefixes public files and leaves full URLs alone', () => {
    expect(joinBase('/robotics/', '/pdfs/a.pdf')).toBe('/robotics/pdfs/a.pdf');
    expect(joinBase('/', '/pdfs/a.pdf')).toBe('/pdfs/a.pdf');
    expect(joinBase('/robotics/', 'https://docs.ros.org/')).toBe('https://docs.ros.org/');
    expect(joinBase('/robotics/', 'mailto:a@b.example')).toBe('mailto:a@b.example');
  });

  it('adds the base path to the site URL for absolute addresses, without a trailing slash', () => {
    expect(siteAddress('https://club.example', '/')).toBe('https://club.example');
    expect(siteAddress('https://club.example', '/robotics/')).toBe('https://club.example/robotics');
  });
});
