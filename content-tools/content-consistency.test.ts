import { describe, expect, it } from 'vitest';
import {
  achievementsBeforeJoining,
  emptyTabYears,
  eventPlaceConflicts,
  personConflicts,
  sampleContactValues,
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
