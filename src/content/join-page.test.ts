import { describe, expect, it } from 'vitest';
import { editionYear, editionYearOf } from './academic-year.ts';
import { loadJoinPage } from './collections/join.server.ts';

/** What Join prerenders for a build on `day`: the sign-up it offers and the timeline's events. */
function builtOn(day: string) {
  const { signUp, timeline } = loadJoinPage(undefined, day);
  return {
    signUp: signUp && `${signUp.title} until ${signUp.closesText} -> /events/${signUp.slug}`,
    timeline: timeline.map((step) => `${step.title}: ${step.event ? `${step.event.title}, ${step.event.when}` : '-'}`),
  };
}

describe('Join as built on a given day', () => {
  it("in December it offers Post Induction'26, open until 9 January, and the January card has its dates and link", () => {
    expect(builtOn('2026-12-10')).toEqual({
      signUp: "Post Induction'26 until 9 January 2027 -> /events/post-induction-27",
      timeline: ['Induction: -', "Post Induction: Post Induction'26, 16–24 January 2027", 'Recruitment to domains: -'],
    });
  });

  it('on the last day to register it still offers it; the day after, nothing, while the card keeps its event', () => {
    expect(builtOn('2027-01-09').signUp).toBe("Post Induction'26 until 9 January 2027 -> /events/post-induction-27");
    expect(builtOn('2027-01-10')).toEqual({
      signUp: undefined,
      timeline: ['Induction: -', "Post Induction: Post Induction'26, 16–24 January 2027", 'Recruitment to domains: -'],
    });
  });

  it('once the edition is over, the card no longer points to it', () => {
    expect(builtOn('2027-01-25').timeline[1]).toBe('Post Induction: -');
  });
});

describe('Edition names', () => {
  it('reads the year after the series name, written in full or short', () => {
    expect(editionYear('Post Induction 2026', 'Post Induction')).toBe(2026);
    expect(editionYear("Post Induction'26", 'Post Induction')).toBe(2026);
    expect(editionYear('Post Induction’25', 'Post Induction')).toBe(2025);
    expect(editionYear("Post Induction'26", 'Induction')).toBeUndefined();
    expect(editionYear('Post Induction', 'Post Induction')).toBeUndefined();
    expect(editionYear('Post Induction Workshop 2026', 'Post Induction')).toBeUndefined();
  });

  it('names an edition after the academic year it is held in, as the galleries do', () => {
    expect(editionYearOf('2027-01-16')).toBe(2026);
    expect(editionYearOf('2026-09-06')).toBe(2026);
  });
});
