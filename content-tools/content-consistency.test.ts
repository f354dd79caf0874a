import { describe, expect, it } from 'vitest';
import {
  achievementsBeforeJoining,
  editionNameConflicts,
  emptyTabYears,
  eventPlaceConflicts,
  largestYetClaims,
  newInEarlierEdition,
  newThings,
  personConflicts,
  sampleContactValues,
  sectionsBehindTheirText,
  sectionsStoppedEarly,
  type TeamYearFacts,
} from './content-consistency.ts';

const teams: TeamYearFacts[] = [
  {
    year: '2025-26',
    members: [
      { name: 'Asha Rao', year: '3rd year', branch: 'Electronics & Communication' },
      { name: 'Dev Malik', year: '2nd year', branch: 'Mechanical' },
    ],
  },
  {
    year: '2026-27',
    members: [
      { name: 'Asha Rao', year: '4th year', branch: 'Computer Science' },
      { name: 'Dev Malik', year: '3rd year', branch: 'Mechanical' },
    ],
  },
];

describe('A person described in several places', () => {
  it('is reported when the branch differs between team years and a byline', () => {
    const articles = [
      { file: 'articles/ROS1.mdx', date: '2026-08-01', byline: 'Written by Asha Rao, 4th year, Computer Science' },
    ];
    expect(personConflicts(teams, articles)).toEqual([
      'Asha Rao: the branch differs: Electronics & Communication (team/2025-26.yaml); Computer Science (team/2026-27.yaml, articles/ROS1.mdx)',
    ]);
  });

  it('is reported when a byline gives a year of study that does not fit the team files', () => {
    const articles = [
      { file: 'articles/IOT3.mdx', date: '2025-07-08', byline: 'Written by Dev Malik, 3rd year, Mechanical' },
    ];
    expect(personConflicts(teams.slice(1), articles)).toEqual([
      'Dev Malik: the year of study does not add up: first year 2024-25 (team/2026-27.yaml); first year 2023-24 (articles/IOT3.mdx)',
    ]);
  });

  it('is not reported when every place agrees, or an article has no byline', () => {
    const articles = [
      { file: 'articles/IOT3.mdx', date: '2025-09-01', byline: 'Written by Dev Malik, 2nd year, Mechanical' },
      { file: 'articles/DL1.mdx', date: '2025-09-01' },
    ];
    expect(personConflicts(teams.slice(1), articles)).toEqual([]);
  });
});

describe('An achievement', () => {
  const achievements = [
    { year: 2023, rows: [{ members: ['Dev Malik', 'Asha Rao'], event: 'Robo Race' }] },
    { year: 2024, rows: [{ members: ['Dev Malik', 'Kiran Shah'], event: 'Drone Challenge' }] },
  ];

  it('is reported when it credits a member in a year before their first academic year', () => {
    expect(achievementsBeforeJoining(teams, [], achievements)).toEqual([
      'achievements.yaml > 2023 > row 1 (Robo Race): Dev Malik is credited in 2023, but started their first year in 2024-25 by the team files',
    ]);
  });

  it('is not reported for the calendar year in which the member joined, nor for someone in no team file', () => {
    expect(achievementsBeforeJoining(teams, [], achievements.slice(1))).toEqual([]);
  });
});

describe('An event', () => {
  const roboveda = {
    slug: 'roboveda',
    place: 'Main Auditorium and Sports Ground',
    address: ['Riverbend Institute of Technology', '14 Canal Road, Navapur 411 099'],
    description: ['The sports ground hosts the robo-race. Inside the Main Auditorium you will find the sprint.'],
  };

  it('is reported when its Where names a place the description does not, and the description another', () => {
    const defaulted = { ...roboveda, address: ['Robotics Lab, Block C', ...roboveda.address] };
    expect(eventPlaceConflicts([defaulted])).toEqual([
      'events.yaml > roboveda: Where says Robotics Lab, Block C, which the description never mentions (it speaks of Main Auditorium); correct the place, the address or the description',
    ]);
  });

  it('is reported when its address repeats its place', () => {
    const repeated = {
      slug: 'post-induction-25',
      place: 'Robotics Lab, Block C, Riverbend Institute of Technology',
      address: ['Robotics Lab, Block C', 'Riverbend Institute of Technology', '14 Canal Road, Navapur 411 099'],
      description: ['Sign up at the Robotics Lab, Block C.'],
    };
    expect(eventPlaceConflicts([repeated])).toEqual([
      'events.yaml > post-induction-25: Where repeats the place in its address (Robotics Lab, Block C; Riverbend Institute of Technology); give the event an address without the place',
    ]);
  });

  it('is not reported when the description and the Where agree', () => {
    expect(eventPlaceConflicts([roboveda])).toEqual([]);
  });
});

describe('The TAB page', () => {
  const project = { id: 'rover' };
  it('reports a year with no projects, and an empty Major or Minor list', () => {
    const tab = {
      domains: [
        {
          id: 'iot',
          years: [
            { year: 2024, major: [project], minor: [project] },
            { year: 2023, major: [], minor: [project] },
          ],
        },
        { id: 'ros', years: [{ year: 2024, major: [], minor: [] }] },
      ],
    };
    expect(emptyTabYears(tab)).toEqual([
      'tab.yaml > iot > 2023: no major projects (an empty list on the page)',
      'tab.yaml > ros > 2024: no projects',
    ]);
  });
});

describe('Contact values not ready to go live', () => {
  it('names addresses on domains reserved for examples and phone numbers numbered like samples', () => {
    const contacts = [
      'robotics@riverbend.example',
      'https://robotics.riverbend.example/',
      'lab@example.com',
      'https://www.example.org/club',
      'mailto:someone@club.test',
      'http://club.invalid',
      'http://localhost/',
      '+1 555-0123',
      '+91 55550 10141',
      '99999 99999',
      '12345 67890',
    ].map((value, index) => ({ where: `contact ${index + 1}`, value }));
    expect(sampleContactValues(contacts).map((line) => line.split(':')[0])).toEqual(contacts.map(({ where }) => where));
  });

  it('leaves real-looking values alone: an institute domain, a company on .com, a landline', () => {
    expect(
      sampleContactValues([
        { where: 'email', value: 'robotics@riverbend-institute.ac.in' },
        { where: 'web', value: 'https://www.instagram.com/riverbend.robotics/' },
        { where: 'also web', value: 'https://examples.com/' },
        { where: 'phone', value: '+91 20 2614 8830' },
        { where: 'mobile', value: '+91 98220 41367' },
      ]),
    ).toEqual([]);
  });
});

describe('Editions of a series the galleries name by year', () => {
  const labels = ['Induction', 'Post Induction'];
  const editions = (january2027: string) => [
    { where: 'events.yaml > post-induction-25', title: "Post Induction'25", date: '2026-01-17' },
    { where: 'events.yaml > post-induction-27', title: january2027, date: '2027-01-16' },
    { where: 'join.yaml > registration', title: 'Induction 2027', date: '2027-09-06' },
    { where: 'events.yaml > roboveda', title: 'Roboveda 2027', date: '2027-02-20' },
  ];

  it("are reported when named after the calendar year instead of the batch's, or with the year written two ways", () => {
    expect(editionNameConflicts(labels, editions('Post Induction 2027'))).toEqual([
      'events.yaml > post-induction-27: "Post Induction 2027" (2027-01-16) belongs to the academic year 2026-27, which the galleries call Post Induction 2026; name it Post Induction 2026, or correct the date',
      `Post Induction: the editions write the year in two ways ("Post Induction'25" in events.yaml > post-induction-25, "Post Induction 2027" in events.yaml > post-induction-27); use one form, as in Post Induction'26 or Post Induction 2026`,
    ]);
  });

  it('are not reported when each names its batch in one form', () => {
    expect(editionNameConflicts(labels, editions("Post Induction'26"))).toEqual([]);
  });
});

describe('Something an event calls new', () => {
  const edition = (slug: string, title: string, date: string, text: string) => ({ slug, title, date, texts: [text] });
  const roboveda2026 = edition(
    'roboveda-2026',
    'Roboveda 2026',
    '2026-02-21',
    'The robo-race, robo-soccer and a twelve-hour build contest filled both days.',
  );
  const roboveda = (text: string) => edition('roboveda', 'Roboveda', '2027-02-20', text);

  it('is read from "new this year" and "a new", up to its first linking word', () => {
    expect(
      newThings(
        'Robo-soccer, and, new this year, a drone obstacle course and a twelve-hour build contest in which teams get a box of parts. We also open a new soldering corner for visitors.',
      ),
    ).toEqual(['drone obstacle course', 'twelve-hour build contest', 'soldering corner']);
  });

  it('is reported when an earlier edition of the same series already had it', () => {
    const claim =
      'Inside, new this year, a drone obstacle course and a twelve-hour build contest in which teams build.';
    expect(newInEarlierEdition([roboveda2026, roboveda(claim)])).toEqual([
      'events.yaml > roboveda: calls the twelve-hour build contest new, but Roboveda 2026 had it already; say it returns, or correct the earlier edition',
    ]);
  });

  it('is not reported when it returns, or when only another series had it', () => {
    const returning = roboveda(
      'New this year, a drone obstacle course. The twelve-hour build contest returns for its second year.',
    );
    const openDay = { ...roboveda2026, slug: 'open-day', title: 'Open Day 2026' };
    expect(newInEarlierEdition([roboveda2026, returning])).toEqual([]);
    expect(newInEarlierEdition([openDay, roboveda('New this year, a twelve-hour build contest.')])).toEqual([]);
  });
});

describe('A gallery year that calls itself the largest', () => {
  const year = (kind: string, year: number, projects: number, intro?: string) => ({
    where: `galleries/${kind}/${year}.yaml`,
    heading: `Induction ${year}`,
    kind,
    year,
    projects,
    intro,
  });

  it('is reported beside an earlier year of its kind with more projects', () => {
    expect(
      largestYetClaims([
        year('induction', 2020, 16),
        year('induction', 2024, 15, 'The 2024 induction batch was our largest yet, with fifteen robots.'),
      ]),
    ).toEqual([
      'galleries/induction/2024.yaml > intro: says "largest yet" with 15 projects, but Induction 2020 shows 16; reword it or correct the projects',
    ]);
  });

  it('is not reported when it is the largest so far, whatever later years or other kinds show', () => {
    expect(
      largestYetClaims([
        year('post', 2019, 17),
        year('induction', 2020, 14),
        year('induction', 2024, 15, 'Our biggest batch yet.'),
        year('induction', 2026, 30),
      ]),
    ).toEqual([]);
  });
});

describe('A yearly section that stops before the year', () => {
  const tab = { where: 'tab.yaml', name: 'TAB', years: [2023, 2024], words: /\bTAB\b|\bdomains?\b/i };
  const note = {
    where: 'about.yaml > notes > President',
    text: 'This year has been a busy one: our TAB domains have started eleven new projects.',
  };

  it("is reported beside a text that speaks of this year's projects in it", () => {
    expect(sectionsBehindTheirText([tab], [note], '2026-11-23')).toEqual([
      "about.yaml > notes > President: speaks of TAB's projects this year, but tab.yaml stops at 2024 (it is 2026-27); add the year to tab.yaml or reword the text",
    ]);
    expect(sectionsBehindTheirText([{ ...tab, years: [2024, 2026] }], [note], '2026-11-23')).toEqual([]);
    expect(
      sectionsBehindTheirText([tab], [{ ...note, text: 'This year our TAB sessions were full.' }], '2026-11-23'),
    ).toEqual([]);
  });

  it('is listed when the academic year that last ended is missing', () => {
    expect(sectionsStoppedEarly([tab], '2026-11-23')).toEqual([
      'tab.yaml: TAB stops at 2024, and 2025-26 is over; add its projects (npm run sample-pictures draws placeholder cards until the photos come)',
    ]);
    expect(sectionsStoppedEarly([tab], '2026-03-01')).toEqual([]);
  });
});
