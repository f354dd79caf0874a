import { describe, expect, it } from 'vitest';
import { currentState, isMenu, menuIsCurrent, navigation } from './nav-items.ts';

describe('navigation', () => {
  it('lists the items of the specification in order, then Join, each label its own', () => {
    const labels = navigation.map((item) =>
      isMenu(item) ? `${item.label}: ${item.children.map((child) => child.label).join(', ')}` : item.label,
    );
    expect(labels).toEqual([
      'Home',
      'About: Team, Achievements, About Club, Contact',
      'Projects: TAB projects, Induction, Post Induction',
      'Blogs: Tutorials by domain, Robotics handouts (PDF)',
      'Events',
      'Join',
    ]);
    const links = navigation.flatMap((item) => (isMenu(item) ? item.children : [item]));
    expect(new Set(links.map((link) => link.label)).size).toBe(links.length);
  });

  it('marks the exact page, a containing section, and nothing else', () => {
    expect(currentState('/team', '/team')).toBe('page');
    expect(currentState('/team', '/team/')).toBe('page');
    expect(currentState('/induction', '/induction/2024')).toBe('true');
    expect(currentState('/', '/team')).toBeUndefined();
    expect(currentState('/post', '/posters')).toBeUndefined();
  });

  it('marks the Blogs menu on an article and not the Projects menu', () => {
    const [, , projects, blogs] = navigation.filter(isMenu).length ? navigation : [];
    expect(isMenu(blogs!) && menuIsCurrent(blogs, '/blogs/IOT2')).toBe(true);
    expect(isMenu(projects!) && menuIsCurrent(projects, '/blogs/IOT2')).toBe(false);
  });
});
