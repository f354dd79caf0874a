import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pdfText } from '../../test/support/pdf-text.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** Text without its spacing, which the PDF does not keep reliably. */
const bare = (text: string) => text.replace(/\s+/g, '');

describe('the sponsorship deck PDF the Sponsor page offers', () => {
  const text = bare(pdfText(readFileSync(path.join(root, 'public/pdfs/sponsorship-deck.pdf'))));
  const sponsor = parse(readFileSync(path.join(root, 'src/content/sponsor.yaml'), 'utf8')) as {
    tiers: { name: string; amount: string }[];
  };
  const site = parse(readFileSync(path.join(root, 'src/content/site.yaml'), 'utf8')) as { email: string };

  it.each(sponsor.tiers)('holds the $name tier and its amount as sponsor.yaml gives them', ({ name, amount }) => {
    // The deck's font has no ₹: amounts are printed with INR.
    expect(text).toContain(bare(`${name}${amount.replace(/₹\s*/g, 'INR ')}`));
  });

  it('holds the club address of site.yaml', () => {
    expect(text).toContain(site.email);
  });
});
