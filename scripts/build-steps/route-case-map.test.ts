import { expect, it } from 'vitest';
import { renderRouteCaseMap } from './route-case-map.ts';

it('sends every other case of a route to the route, under the base path, never the route itself', () => {
  const map = renderRouteCaseMap(['/', '/team', '/blogs/ROS1'], '/robotics/');
  const lines = map.split('\n').filter((line) => line.startsWith('"'));
  expect(lines).toEqual([
    '"~^(?!/robotics/team/?$)(?i)/robotics/team/?$" "/robotics/team";',
    '"~^(?!/robotics/blogs/ROS1/?$)(?i)/robotics/blogs/ROS1/?$" "/robotics/blogs/ROS1";',
  ]);
  // nginx itself is tried by e2e/routes.spec.ts › An unknown path.
});

it("sends the editor's folder without its slash to the folder, by an exact key and a written value", () => {
  const map = renderRouteCaseMap(['/', '/team'], '/robotics/', ['admin']);
  expect(map.split('\n').filter((line) => line.includes('admin'))).toEqual(['"/robotics/admin" "/robotics/admin/";']);
});
