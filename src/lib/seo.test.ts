import { describe, expect, it } from 'vitest';
import { seo } from './seo.ts';

const site = { siteName: 'Riverbend Robotics Club', siteUrl: 'https://robotics.example.edu' };

describe('seo', () => {
  it('appends the club name to a page title and links the canonical URL', () => {
    const tags = seo({ ...site, title: 'Team', description: 'Who we are.', path: '/team' });
    expect(tags).toContainEqual({ title: 'Team | Riverbend Robotics Club' });
    expect(tags).toContainEqual({ name: 'description', content: 'Who we are.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://robotics.example.edu/team' });
  });

  it('leaves the club name out when the title would be longer than search results show', () => {
    const long = 'Topics, publishers and subscribers: driving a robot in simulation';
    expect(seo({ ...site, title: long, description: 'd', path: '/blogs/ROS2' })).toContainEqual({ title: long });
  });

  it('uses the club name alone on the home page', () => {
    const tags = seo({ ...site, description: 'Home.', path: '/' });
    expect(tags).toContainEqual({ title: 'Riverbend Robotics Club' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://robotics.example.edu/' });
  });

  it('points a mirror route at its canonical route', () => {
    const tags = seo({
      ...site,
      title: 'NodeMCU',
      description: 'd',
      path: '/blogs/IOT4',
      canonicalPath: '/blogs/IOT3',
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://robotics.example.edu/blogs/IOT3' });
  });

  it('keeps the Not Found page out of search results without a canonical link', () => {
    const tags = seo({ ...site, title: 'Page not found', description: 'd', path: '/404', noindex: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => 'rel' in tag)).toBe(false);
  });
});
