import { describe, expect, it } from 'vitest';
import { articleLd, eventLd, organizationLd } from './structured-data.ts';

const club = { name: 'Riverbend Robotics Club', siteUrl: 'https://club.example/robotics' };

describe('structured data', () => {
  it('describes the club with its logo, address, email and social profiles', () => {
    const organization = organizationLd({
      ...club,
      email: 'club@example.edu',
      address: ['Lab C', '1 Road'],
      social: [{ url: 'https://github.com/club' }],
    });
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Riverbend Robotics Club',
      url: 'https://club.example/robotics/',
      logo: 'https://club.example/robotics/social-cards/logo.png',
      email: 'club@example.edu',
      address: { '@type': 'PostalAddress', streetAddress: 'Lab C, 1 Road' },
      sameAs: ['https://github.com/club'],
    });
  });

  const article = {
    slug: 'ROS1',
    title: 'Getting started with ROS',
    description: 'd',
    category: 'Robotics',
    date: '2025-01-02',
    reviewed: '2026-01-02',
  };

  it("names an article's author from its byline, with its card as image and both dates", () => {
    expect(articleLd({ ...article, byline: 'Written by Asha Rao, 2nd year, Mechanical' }, club)).toMatchObject({
      '@type': 'Article',
      headline: 'Getting started with ROS',
      image: 'https://club.example/robotics/social-cards/blogs/ROS1.png',
      datePublished: '2025-01-02',
      dateModified: '2026-01-02',
      author: { '@type': 'Person', name: 'Asha Rao' },
      mainEntityOfPage: 'https://club.example/robotics/blogs/ROS1',
    });
  });

  it('credits the club with an article that has no byline', () => {
    expect(articleLd(article, club).author).toEqual({
      '@type': 'Organization',
      name: 'Riverbend Robotics Club',
      url: 'https://club.example/robotics/',
    });
  });

  it('gives an event its status, place, photo and card', () => {
    const event = eventLd(
      {
        slug: 'expo',
        title: 'Expo',
        summary: 's',
        status: 'postponed',
        allDay: true,
        date: '2027-01-05',
        startsAt: '2027-01-04T18:30:00.000Z',
        endsAt: '2027-01-05T18:30:00.000Z',
        place: 'Hall',
        address: ['Lab C', '1 Road'],
        imageSrc: '/robotics/assets/expo-800.jpg',
      },
      club,
    );
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2027-01-05',
      endDate: '2027-01-05',
      eventStatus: 'https://schema.org/EventPostponed',
      location: { '@type': 'Place', name: 'Hall' },
      image: [
        'https://club.example/robotics/assets/expo-800.jpg',
        'https://club.example/robotics/social-cards/events/expo.png',
      ],
      url: 'https://club.example/robotics/events/expo',
    });
  });
});
