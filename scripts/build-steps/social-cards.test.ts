import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_ROOT } from '../../test/support/bases.ts';
import { cardKinds, cardSvg, drawable, MAX_CARD_BYTES, renderPng, wrapTitle } from './social-cards.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const card = {
  title: 'Getting started with the Robot Operating System',
  kind: 'Article · Robotics',
  siteName: 'Riverbend Robotics Club',
  host: 'robotics.riverbend.example',
};

// Drawing a card takes a second or more on a busy two-core machine.
describe('a social card', { timeout: 30_000 }, () => {
  it('is a 1200x630 PNG under 100 KB', async () => {
    const { png } = await renderPng(cardSvg(card), cacheDir);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(png.length).toBeLessThan(MAX_CARD_BYTES);
  });

  it('is drawn once and then read from the cache, until its text changes', async () => {
    const cold = mkdtempSync(path.join(cacheDir, 'cold-'));
    expect((await renderPng(cardSvg(card), cold)).cached).toBe(false);
    const again = await renderPng(cardSvg(card), cold);
    expect(again.cached).toBe(true);
    expect((await renderPng(cardSvg({ ...card, title: 'Another title' }), cold)).cached).toBe(false);
    expect(readdirSync(cold)).toHaveLength(2);
  });

  it('names its kind and title in the SVG, and draws the text as outlines rather than asking for a font', () => {
    const svg = cardSvg(card);
    expect(svg).toContain('<title>Article · Robotics: Getting started with the Robot Operating System</title>');
    expect(svg).not.toContain('<text');
  });

  it('draws no box for an emoji or a Devanagari title: characters the font lacks are left out of the drawing, kept in its title', () => {
    expect(drawable('Roboveda 🚀 2027')).toBe('Roboveda 2027');
    expect(drawable('रोबोवेद Roboveda')).toBe('Roboveda');
    expect(drawable('Café Ørsted')).toBe('Café Ørsted');
    const svg = cardSvg({ ...card, title: 'रोबोवेद 🚀 Roboveda' });
    expect(svg).toContain('<title>Article · Robotics: रोबोवेद 🚀 Roboveda</title>');
    expect(svg).toBe(
      cardSvg({ ...card, title: 'Roboveda' }).replace(
        '<title>Article · Robotics: Roboveda</title>',
        '<title>Article · Robotics: रोबोवेद 🚀 Roboveda</title>',
      ),
    );
  });

  it('breaks a long title into at most three lines and ends a longer one with an ellipsis', () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const { lines, fits } = wrapTitle(long, 68, 1040, 3);
    expect(lines).toHaveLength(3);
    expect(fits).toBe(false);
    expect(lines[2]).toMatch(/…$/);
    expect(wrapTitle('Team', 68, 1040, 3)).toEqual({ lines: ['Team'], fits: true });
  });
});

describe('the line above the title', () => {
  const kindOf = cardKinds(FIXTURE_CONTENT_ROOT);

  it('gives an article its category, a gallery its year, an event its dates and a past committee its year', () => {
    expect(kindOf('/blogs/IOT2')).toMatch(/^Article · \S/);
    expect(kindOf('/induction/2024')).toBe('Induction projects · 2024');
    expect(kindOf('/post/2023')).toBe('Post Induction projects · 2023');
    expect(kindOf('/events/roboveda')).toMatch(/^Event · .*2027/);
    expect(kindOf('/team/2025-26')).toBe('Past committee · 2025-26');
  });

  it('gives every other page, and the Not Found page, the institute', () => {
    expect(kindOf('/team')).toBe('Riverbend Institute of Technology');
    expect(kindOf(undefined)).toBe('Riverbend Institute of Technology');
  });
});
