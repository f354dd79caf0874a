import { describe, expect, it } from 'vitest';
import { describeIssue } from '../content-error.ts';
import { joinSchema } from './join.ts';
import { sponsorPageSchema } from './sponsor.ts';

const goodJoin = {
  intro: 'Anyone at the institute can join.',
  whoCanJoin: ['Every student, from any branch and any year.'],
  timeline: [{ title: 'Induction', when: 'September', text: 'Six weeks of evening sessions.' }],
  cost: 'Joining is free.',
  benefits: ['A place in the lab'],
  faq: [{ question: 'Is there a fee?', answer: 'No.' }],
  registration: { nextDate: '2027-09-06', nextEvent: 'Induction 2027' },
};

const goodSponsor = {
  intro: 'Sponsors give us parts and tools.',
  why: ['Your support goes into parts.'],
  stats: {
    members: 'members',
    team: 'students running the club',
    projects: 'projects built',
    wins: 'wins since {year}',
  },
  tiers: [{ name: 'Gold', amount: '₹1,50,000 a year', benefits: ['Your logo on our robots'] }],
  sponsors: [
    { name: 'Kestrel Motion Systems', logo: 'kestrel-motion-systems.svg', tier: 'Gold', since: 2024 },
    { name: 'Tarang Wireless', logo: 'tarang-wireless.svg', tier: 'Gold', since: 2019, until: 2023 },
  ],
};

/** Every problem as the build reports it: file > entry > field: message. */
function problems(
  schema: { safeParse: (data: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  file: string,
  data: unknown,
) {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error!.issues.map((issue) => describeIssue(issue as never, data, file));
}

describe('Content model > join.yaml', () => {
  it('accepts a page with registration closed, and one with an open registration form', () => {
    expect(problems(joinSchema, 'join.yaml', goodJoin)).toEqual([]);
    const open = {
      ...goodJoin,
      registration: { ...goodJoin.registration, url: 'https://forms.riverbend.example/induction' },
    };
    expect(problems(joinSchema, 'join.yaml', open)).toEqual([]);
  });

  it('names the entry and the field of a step without a date, a question without an answer and a bad link', () => {
    const bad = {
      ...goodJoin,
      timeline: [{ title: 'Induction', text: 'Six weeks.' }],
      faq: [{ question: 'Is there a fee?' }],
      registration: { ...goodJoin.registration, url: 'forms.riverbend.example', nextDate: '6 September' },
    };
    const found = problems(joinSchema, 'join.yaml', bad);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^join\.yaml > timeline\[1\] \("Induction"\) > when: /),
        expect.stringMatching(/^join\.yaml > faq\[1\].* > answer: /),
        expect.stringMatching(/^join\.yaml > registration > url: .*https:\/\//),
        expect.stringMatching(/^join\.yaml > registration > nextDate: .*YYYY-MM-DD/),
      ]),
    );
  });
});

describe('Content model > sponsor.yaml', () => {
  it('accepts current and past sponsors of known tiers', () => {
    expect(problems(sponsorPageSchema, 'sponsor.yaml', goodSponsor)).toEqual([]);
  });

  it('names the sponsor and the field of an unknown tier, a logo file name in capitals and years in the wrong order', () => {
    const badLogo = { ...goodSponsor, sponsors: [{ ...goodSponsor.sponsors[0], logo: 'Kestrel.png' }] };
    expect(problems(sponsorPageSchema, 'sponsor.yaml', badLogo)).toEqual([
      expect.stringMatching(
        /^sponsor\.yaml > sponsors\[1\] \("Kestrel Motion Systems"\) > logo: the logo must be an SVG, PNG, JPEG or WebP file with a lower-case name/,
      ),
    ]);
    const bad = {
      ...goodSponsor,
      sponsors: [
        { name: 'Kestrel Motion Systems', logo: 'kestrel-motion-systems.svg', tier: 'Platinum', since: 2024 },
        { name: 'Tarang Wireless', logo: 'tarang-wireless.svg', tier: 'Gold', since: 2023, until: 2019 },
      ],
    };
    expect(problems(sponsorPageSchema, 'sponsor.yaml', bad)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sponsor\.yaml > sponsors\[1\] \("Kestrel Motion Systems"\) > tier: no tier "Platinum"/),
        expect.stringMatching(/^sponsor\.yaml > sponsors\[2\] \("Tarang Wireless"\) > until: /),
      ]),
    );
  });
});
