import { expect, it } from 'vitest';
import { achievementAnchor, memberAnchor, noteAnchor, slugify, uniqueSlugs } from './anchors.ts';

it('makes a slug of lower-case letters and digits joined by single hyphens', () => {
  expect(slugify('Deep sleep: 45 s & more')).toBe('deep-sleep-45-s-and-more');
  expect(slugify('  GPIO0, GPIO2 and GPIO15 ')).toBe('gpio0-gpio2-and-gpio15');
  expect(slugify('Café Señor Ånder')).toBe('cafe-senor-ander');
});

it('numbers a repeated heading so every id on the page is its own', () => {
  const next = uniqueSlugs();
  expect([next('Power'), next('Setup'), next('Power'), next('Power'), next('!!')]).toEqual([
    'power',
    'setup',
    'power-2',
    'power-3',
    'section',
  ]);
});

it('names members by name and achievement rows by year and event, or by their own id', () => {
  expect(memberAnchor('Kavya Raghunathan')).toBe('member-kavya-raghunathan');
  expect(achievementAnchor({ year: 2026, event: "Deccan Innovators' Hackathon" })).toBe(
    'achievement-2026-deccan-innovators-hackathon',
  );
  expect(achievementAnchor({ year: 2026, event: 'Robocon India', id: 'robocon-2026-second-team' })).toBe(
    'achievement-robocon-2026-second-team',
  );
  expect(noteAnchor('Faculty Advisor')).toBe('note-faculty-advisor');
});
