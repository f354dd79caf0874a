import { expect, it } from 'vitest';
import { caseVariants, renderRedirects } from './redirects.ts';
import { routePaths } from './route-paths.ts';

const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('/'));

it('sends the lower, upper and capitalised spellings of a route to it, with and without a slash, under the base path', () => {
  expect(lines(renderRedirects(['/', '/blogs/ROS1'], '/robotics/'))).toEqual([
    '/robotics/blogs/ros1 /robotics/blogs/ROS1 301',
    '/robotics/blogs/ros1/ /robotics/blogs/ROS1 301',
    '/robotics/BLOGS/ROS1 /robotics/blogs/ROS1 301',
    '/robotics/BLOGS/ROS1/ /robotics/blogs/ROS1 301',
    '/robotics/Blogs/Ros1 /robotics/blogs/ROS1 301',
    '/robotics/Blogs/Ros1/ /robotics/blogs/ROS1 301',
  ]);
});

it('never redirects a route, to itself or to another route spelled like it', () => {
  expect(caseVariants('/team')).toEqual(['/TEAM', '/Team']);
  const text = renderRedirects(['/team', '/Team'], '/');
  expect(lines(text)).not.toContainEqual(expect.stringMatching(/^\/team /));
  expect(lines(text)).not.toContainEqual(expect.stringMatching(/^\/Team /));
});

it("refuses more static redirects than the host's 2,000, and a redirect over 1,000 characters", () => {
  // Each route such as /x0001Y has three other spellings, each twice: 6 redirects.
  const routes = (count: number) => Array.from({ length: count }, (_, i) => `/x${String(i).padStart(4, '0')}Y`);
  expect(() => renderRedirects(routes(333), '/')).not.toThrow();
  expect(() => renderRedirects(routes(334), '/')).toThrow("2004 redirects, more than the host's 2000");
  expect(() => renderRedirects([`/${'a'.repeat(500)}`], '/')).toThrow(/a redirect of \d+ characters, more than 1000/);
});

it("writes only static redirects between the site's own paths, for every route at both bases", () => {
  for (const base of ['/', '/robotics/']) {
    for (const line of lines(renderRedirects(routePaths(), base))) {
      // Three fields; no splat or placeholder that would copy what a visitor sent into the
      // target; a target under the base that no browser reads as another host.
      const [source, target, status, ...rest] = line.split(' ');
      expect(rest, line).toEqual([]);
      expect(status, line).toBe('301');
      for (const address of [source!, target!]) {
        expect(address, line).toMatch(/^\/[\w./~-]*$/);
        expect(address, line).not.toMatch(/\/\/|:|\*/);
        expect(address.startsWith(base), line).toBe(true);
      }
    }
  }
});
