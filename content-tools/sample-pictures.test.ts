import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../src/content/load.server.ts';
import { cardAlt, cardJobs, cardSvg, initials, portraitJobs, portraitSvg } from './sample-pictures.ts';

describe('The placeholder cards', () => {
  const jobs = cardJobs();

  it('each card says in its alt text what it shows: its mark and the first letter of its title, not the title again', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.alt, job.file).toBe(cardAlt(job));
    expect(cardAlt(jobs.find((job) => job.file === 'tab/iot-2024-equipment-booking.jpg')!)).toBe(
      "Placeholder card, no photograph yet: the IoT domain's mark and the letter L.",
    );
  });

  it('draws no words on a card: no title (it is under the card) and no "photograph to come"', () => {
    const job = jobs.find((candidate) => candidate.file === 'tab/iot-2024-equipment-booking.jpg')!;
    // Text is drawn as outlined paths: one path for the letter, none for a title or a footer line.
    const svg = cardSvg(job);
    expect(svg.match(/<path d="[^"]*" fill=/g)).toHaveLength(1);
  });

  it('each committed card is the one the script draws from the content now', { timeout: 60_000 }, async () => {
    // A picture whose alt text was turned into a card's but whose file still holds the old
    // drawing shows one thing while its alt text says another.
    const stale: string[] = [];
    for (const job of jobs) {
      const drawn = await sharp(Buffer.from(cardSvg(job)))
        .removeAlpha()
        .raw()
        .toBuffer();
      const committed = await sharp(readFileSync(path.join(CONTENT_ROOT, job.file)))
        .raw()
        .toBuffer();
      const different = drawn.filter((value, index) => Math.abs(value - committed[index]!) > 24).length;
      if (different / drawn.length >= 0.01) stale.push(job.file);
    }
    expect(stale).toEqual([]);
  });
});

describe('The member portraits', () => {
  it('are the initials of the name, first and last', () => {
    expect(initials('Kavya Raghunathan')).toBe('KR');
    expect(initials('Mihir  Kulkarni ')).toBe('MK');
    expect(initials('Zoya')).toBe('Z');
  });

  it('cover every photo a team file names, one per file, in a colour that depends only on the name', () => {
    const jobs = portraitJobs();
    expect(jobs.map((job) => job.file)).toContain('team/aarav-menon.jpg');
    expect(new Set(jobs.map((job) => job.file)).size).toBe(jobs.length);
    expect(portraitSvg('Aarav Menon')).toBe(portraitSvg('Aarav Menon'));
  });
});
