import { describe, expect, test } from 'vitest';
import { readInfoValue, replaceInfo } from './pdf-info.ts';

/** A minimal PDF laid out the way Chromium writes one: Info first, a classic xref table last. */
function samplePdf(): Buffer {
  const objects = [
    "1 0 obj\n<</Creator (HeadlessChrome)\n/CreationDate (D:20261123150148+00'00')>>\nendobj\n",
    '2 0 obj\n<</Type /Catalog /Pages 3 0 R>>\nendobj\n',
    '3 0 obj\n<</Type /Pages /Kids [] /Count 0>>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const offset = body.length;
    body += object;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size 4\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

/** Checks that every xref entry and startxref point at what they should. */
function expectConsistent(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n/gm)].map((m) => Number(m[1]));
  entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
}

describe('Rewriting the Info dictionary of a printed PDF', () => {
  test('replaces the dates and the creator, and every object stays where the xref table says', () => {
    const pdf = replaceInfo(samplePdf(), {
      Title: 'PID Control',
      CreationDate: "D:20250801000000+00'00'",
      SourceDigest: 'abc123',
    });
    const text = pdf.toString('latin1');
    expect(text).not.toContain('HeadlessChrome');
    expect(text).not.toContain('D:2026');
    expect(readInfoValue(pdf, 'Title')).toBe('PID Control');
    expect(readInfoValue(pdf, 'SourceDigest')).toBe('abc123');
    expectConsistent(pdf);
  });

  test('a text with brackets is escaped and one beyond ASCII is written as UTF-16', () => {
    const pdf = replaceInfo(samplePdf(), { Title: 'Gears (and torque)', Subject: '4.7 kΩ' });
    const text = pdf.toString('latin1');
    expect(text).toContain('/Title (Gears \\(and torque\\))');
    expect(text).toContain('/Subject <FEFF');
    expectConsistent(pdf);
  });

  test('the same PDF and values give the same bytes', () => {
    const info = { Title: 'A', ModDate: "D:20250801000000+00'00'" };
    expect(replaceInfo(samplePdf(), info).equals(replaceInfo(samplePdf(), info))).toBe(true);
  });
});
