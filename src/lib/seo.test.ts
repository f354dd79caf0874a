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

  it("names the page's social card by absolute URL, with its size and what it shows, as a large card", () => {
    const tags = seo({ ...site, title: 'Team', description: 'd', path: '/team' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://robotics.example.edu/social-cards/team.png',
    });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Team: Riverbend Robotics Club' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('gives a mirror route the card of its canonical route, and the Not Found page the shared one', () => {
    const mirror = seo({
      ...site,
      title: 'NodeMCU',
      description: 'd',
      path: '/blogs/IOT4',
      canonicalPath: '/blogs/IOT3',
    });
    expect(mirror).toContainEqual({
      property: 'og:image',
      content: 'https://robotics.example.edu/social-cards/blogs/IOT3.png',
    });
    const missing = seo({
      ...site,
      title: 'Page not found',
      description: 'd',
      path: '/404',
      noindex: true,
      anyAddress: true,
    });
    expect(missing).toContainEqual({
      property: 'og:image',
      content: 'https://robotics.example.edu/social-cards/not-found.png',
    });
    // Another page kept out of search results has a card of its own, not the Not Found page's.
    const search = seo({ ...site, title: 'Search', description: 'd', path: '/search', noindex: true });
    expect(search).toContainEqual({
      property: 'og:image',
      content: 'https://robotics.example.edu/social-cards/search.png',
    });
  });

  it("lists a nested page's breadcrumb trail from Home to the page itself by absolute URL", () => {
    const tags = seo({
      ...site,
      title: 'Induction 2024',
      description: 'd',
      path: '/induction/2024',
      breadcrumbs: [{ name: 'Induction', path: '/induction' }],
    });
    expect(tags).toContainEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://robotics.example.edu/' },
          { '@type': 'ListItem', position: 2, name: 'Induction', item: 'https://robotics.example.edu/induction' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Induction 2024',
            item: 'https://robotics.example.edu/induction/2024',
          },
        ],
      },
    });
  });

  it('carries structured data as JSON-LD, and none on a page that gives none', () => {
    const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Club' } as const;
    expect(seo({ ...site, description: 'd', path: '/', jsonLd: [organization] })).toContainEqual({
      'script:ld+json': organization,
    });
    expect(
      seo({ ...site, title: 'Team', description: 'd', path: '/team' }).some((tag) => 'script:ld+json' in tag),
    ).toBe(false);
  });
});
