// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderThenHydrate, setUpHydration } from '../../../test/support/hydrate.tsx';
import { loadWords } from './did-you-mean.ts';
import { loadPagefind, type PagefindData, type PagefindSearch } from './pagefind.ts';
import { MORE_RESULTS, SearchPanel, SHOWN_RESULTS, type SearchPanelProps } from './search-panel.tsx';
import type { SearchKind } from './search-kinds.ts';

// Pagefind's script and the site's word list are files of the build: here, a small index of
// our own stands in at the loader, answering as Pagefind's browser API does.
vi.mock('./pagefind.ts', async (original) => ({ ...(await original<object>()), loadPagefind: vi.fn() }));
vi.mock('./did-you-mean.ts', async (original) => ({ ...(await original<object>()), loadWords: vi.fn() }));

setUpHydration();

interface SampleRecord {
  title: string;
  kind: SearchKind;
  text: string;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A fake of Pagefind's index over the records, in their order (the order of its ranking): a
 * record is found when each searched word begins one of its words. Like Pagefind, a word
 * nothing begins with is searched as its longest beginning that is a word of the index
 * ("aurdino" as "a"), or finds nothing.
 */
function fakeIndex(records: SampleRecord[]) {
  const dataOf = (record: SampleRecord, marked: (word: string) => boolean): PagefindData => ({
    url: `/found/${wordsOf(record.title).join('-')}`,
    excerpt: record.text
      .split(' ')
      .map((word) => (marked(word.toLowerCase()) ? `<mark>${word}</mark>` : word))
      .join(' '),
    meta: { title: record.title, kind: record.kind },
    sub_results: [],
  });
  const indexed = records.flatMap((record) => wordsOf(`${record.title} ${record.text}`));
  const asSearched = (word: string) => {
    if (indexed.some((other) => other.startsWith(word))) return (other: string) => other.startsWith(word);
    for (let length = word.length - 1; length > 0; length--) {
      const start = word.slice(0, length);
      if (indexed.includes(start)) return (other: string) => other === start;
    }
    return () => false;
  };
  const texts = vi.fn(async (data: PagefindData) => data);
  const search = vi.fn(
    async (
      query: string,
      options: { filters?: Record<string, string | { any: readonly string[] }> } = {},
    ): Promise<PagefindSearch> => {
      const words = wordsOf(query).map(asSearched);
      const matches = (word: string) => words.some((searched) => searched(word));
      const found = records.filter((record) =>
        words.every((searched) => wordsOf(`${record.title} ${record.text}`).some(searched)),
      );
      const filter = options.filters?.kind;
      const kinds = filter === undefined ? undefined : typeof filter === 'string' ? [filter] : filter.any;
      const counts: Record<string, number> = {};
      for (const record of found) counts[record.kind] = (counts[record.kind] ?? 0) + 1;
      return {
        results: found
          .filter((record) => !kinds || kinds.includes(record.kind))
          .map((record) => ({ id: record.title, data: () => texts(dataOf(record, matches)) })),
        totalFilters: { kind: counts },
      };
    },
  );
  const index = { options: vi.fn(), init: vi.fn(), filters: vi.fn(), search };
  return { index, search, texts };
}

// Original sample records, in the order the fake's ranking gives them.
const SAMPLE: SampleRecord[] = [
  { title: 'Servo Motors in Practice', kind: 'Article', text: 'How a servo holds its angle and how to wire one.' },
  { title: 'Pan-Tilt Camera Mount', kind: 'Project', text: 'Two servo motors aim a small camera.' },
  { title: 'Servo Sumo Cup 2025', kind: 'Achievement', text: 'Second place with a servo driven pusher.' },
  { title: 'Choosing a Servo', kind: 'Article', text: 'Torque, speed and the servo sizes we stock.' },
  { title: 'Servo pulse chart', kind: 'Resource', text: 'A servo pulse width chart to print.' },
  { title: 'Line Sprint 2024', kind: 'Achievement', text: 'Third place with a servo steered follower.' },
  { title: 'Gripper Arm', kind: 'Project', text: 'A servo closes the gripper and can raise parts.' },
  { title: 'Zone Lights', kind: 'Project', text: 'The lab zone lights switch at dusk.' },
];
const SITE_WORDS = ['servo', 'camera', 'gripper', 'lights', 'raise', 'arduino'];

let fake: ReturnType<typeof fakeIndex>;
beforeEach(() => {
  fake = fakeIndex(SAMPLE);
  vi.mocked(loadPagefind).mockResolvedValue(fake.index as unknown as Awaited<ReturnType<typeof loadPagefind>>);
  vi.mocked(loadWords).mockResolvedValue(SITE_WORDS);
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadPagefind).mockReset();
  vi.mocked(loadWords).mockReset();
});

const panel = (props: SearchPanelProps = {}) => (
  <MemoryRouter>
    <SearchPanel {...props} />
  </MemoryRouter>
);
const field = () => screen.getByRole('searchbox', { name: 'Search projects, articles, members and more' });
const type = (words: string) => act(async () => void fireEvent.change(field(), { target: { value: words } }));
/** The status as the page shows it (the spoken one follows it once typing pauses). */
const shownStatus = () => document.querySelector('p[aria-hidden="true"]')?.textContent ?? '';
const spoken = () => screen.getByRole('status').textContent;
const resultItems = () => within(screen.getByRole('list', { name: /^Results for/ })).getAllByRole('listitem');
const titles = () => resultItems().map((item) => within(item).getAllByRole('link')[0]!.textContent);
const kinds = () => resultItems().map((item) => item.querySelector('p > span')?.textContent);
const waitForStatus = (text: string | RegExp) =>
  waitFor(() => expect(shownStatus()).toMatch(text instanceof RegExp ? text : new RegExp(`^${text}$`)));

it('with an empty field shows no status, no results and no filter, and loads nothing until opened', async () => {
  await renderThenHydrate(panel());
  expect(field()).toHaveProperty('value', '');
  expect(shownStatus()).toBe('');
  expect(spoken()).toBe('');
  expect(screen.queryByRole('list', { name: /^Results for/ })).toBeNull();
  expect(screen.queryByRole('radio')).toBeNull();
  expect(loadPagefind).not.toHaveBeenCalled();
});

it('speaks the status once typing pauses, not at each key', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await renderThenHydrate(panel());
  // Keys a little apart, each one's results in before the next: the page's status follows
  // each, the live region stays silent until the visitor stops.
  for (const words of ['se', 'ser', 'serv', 'servo']) {
    await type(words);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(shownStatus()).toContain(`for “${words}”`);
    expect(spoken()).toBe('');
  }
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(spoken()).toBe('7 results for “servo”.');
});

it('counts the results of each kind, and the filter keeps one kind and says how many', async () => {
  await renderThenHydrate(panel());
  await type('servo');
  await waitForStatus('7 results for “servo”.');
  const filters = screen.getByRole('group', { name: 'Show results of one kind' });
  expect(
    within(filters)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent),
  ).toEqual(['All (7)', 'Articles (2)', 'Projects (2)', 'Achievements (2)', 'Resources (1)']);
  await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'Projects (2)' })));
  await waitForStatus('2 results for “servo” among projects.');
  expect(titles()).toEqual(['Pan-Tilt Camera Mount', 'Gripper Arm']);
  await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'All (7)' })));
  await waitForStatus('7 results for “servo”.');
  expect(resultItems()).toHaveLength(7);
});

it('among every kind, puts achievement rows after the material, each group in the index’s order', async () => {
  await renderThenHydrate(panel());
  await type('servo');
  await waitForStatus('7 results for “servo”.');
  expect(titles()).toEqual([
    'Servo Motors in Practice',
    'Pan-Tilt Camera Mount',
    'Choosing a Servo',
    'Servo pulse chart',
    'Gripper Arm',
    'Servo Sumo Cup 2025',
    'Line Sprint 2024',
  ]);
  expect(kinds()).toEqual(['Article', 'Project', 'Article', 'Resource', 'Project', 'Achievement', 'Achievement']);
});

it('says when nothing is found, and offers the lists of the navigation to browse', async () => {
  await renderThenHydrate(panel());
  // The index answers a word nothing begins with by a shorter word ("a"): no result still.
  await type('aqxvj');
  await waitForStatus('No results for “aqxvj”.');
  expect(screen.queryByRole('list', { name: /^Results for/ })).toBeNull();
  const lists = screen.getByRole('navigation', { name: 'Pages to browse instead' });
  expect(within(lists).getByRole('link', { name: 'Tutorials by domain' }).getAttribute('href')).toBe('/blogs');
  expect(screen.queryByText('Did you mean')).toBeNull();
});

it('answers a phrase with a word no page has with what the other words find, and names the word left out', async () => {
  await renderThenHydrate(panel());
  await type('servo kaise');
  await waitForStatus('7 results for “servo”, without “kaise”: no page has every word.');
  expect(titles()).toHaveLength(7);
  expect(titles()[0]).toBe('Servo Motors in Practice');
  // "servo raise" would find the gripper, but "kaise" is no slip of "raise": nothing is offered.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText(/Did you mean/)).toBeNull();
});

it('of two words no page holds together, keeps the one that finds more', async () => {
  await renderThenHydrate(panel());
  await type('zone servo');
  await waitForStatus('7 results for “servo”, without “zone”: no page has every word.');
  await type('lights gripper camera');
  await waitForStatus('1 result for “lights”, without “gripper” and “camera”: no page has every word.');
  expect(titles()).toEqual(['Zone Lights']);
});

it('beside the results of the other words, offers the word a slip meant, and choosing it searches every word', async () => {
  await renderThenHydrate(panel());
  await type('servo grpiper');
  await waitForStatus('7 results for “servo”, without “grpiper”: no page has every word.');
  const offer = await screen.findByRole('button', { name: 'servo gripper' });
  await act(async () => void fireEvent.click(offer));
  expect(field()).toHaveProperty('value', 'servo gripper');
  await waitForStatus('1 result for “servo gripper”.');
  expect(titles()).toEqual(['Gripper Arm']);
});

it('offers no correction that finds nothing, and corrects two slips in a long word', async () => {
  await renderThenHydrate(panel());
  // "arduino" is a word of the site's list, but no record of this index holds it.
  await type('ardiuno');
  await waitForStatus('No results for “ardiuno”.');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText(/Did you mean/)).toBeNull();
  await type('girpepr');
  await waitForStatus('No results for “girpepr”.');
  expect((await screen.findByRole('button', { name: 'gripper' })).parentElement?.textContent).toBe(
    'Did you mean gripper?',
  );
});

it('offers the word a slip of one letter meant, and choosing it searches that word', async () => {
  const queries: string[] = [];
  await renderThenHydrate(panel({ onQueryChange: (query) => queries.push(query) }));
  await type('sevro');
  await waitForStatus('No results for “sevro”.');
  const offer = await screen.findByRole('button', { name: 'servo' });
  expect(offer.parentElement?.textContent).toBe('Did you mean servo?');
  await act(async () => void fireEvent.click(offer));
  expect(field()).toHaveProperty('value', 'servo');
  expect(queries.at(-1)).toBe('servo');
  await waitForStatus('7 results for “servo”.');
  expect(titles()[0]).toBe('Servo Motors in Practice');
});

it('shows a screenful, then twenty more a tap, focus on the first added, until the list ends', async () => {
  const lessons = Array.from({ length: 34 }, (_, at) => ({
    title: `Arduino Lesson ${at + 1}`,
    kind: 'Article' as const,
    text: `Lesson ${at + 1} of the Arduino evening course.`,
  }));
  vi.mocked(loadPagefind).mockResolvedValue(
    fakeIndex(lessons).index as unknown as Awaited<ReturnType<typeof loadPagefind>>,
  );
  await renderThenHydrate(panel());
  await type('arduino');
  await waitForStatus('34 results for “arduino”.');
  expect(resultItems()).toHaveLength(SHOWN_RESULTS);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show more results' })));
  await waitFor(() => expect(resultItems()).toHaveLength(SHOWN_RESULTS + MORE_RESULTS));
  expect(document.activeElement?.textContent).toBe(`Arduino Lesson ${SHOWN_RESULTS + 1}`);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show more results' })));
  await waitFor(() => expect(resultItems()).toHaveLength(34));
  expect(document.activeElement?.textContent).toBe(`Arduino Lesson ${SHOWN_RESULTS + MORE_RESULTS + 1}`);
  expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
});

it('says the search could not load when the index fails, and searches once it loads again', async () => {
  vi.mocked(loadPagefind).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  await renderThenHydrate(panel());
  await type('servo');
  await waitForStatus('The search could not load. Check your connection, then try again.');
  expect(screen.queryByRole('list', { name: /^Results for/ })).toBeNull();
  await type('servo motors');
  await waitForStatus('2 results for “servo motors”.');
});

it('keeps the words typed before the code arrived, and searches them', async () => {
  const queries: string[] = [];
  await renderThenHydrate(panel({ onQueryChange: (query) => queries.push(query) }), {
    beforeHydration: (html) => {
      const early = html.querySelector('input[type="search"]') as HTMLInputElement;
      early.value = 'gripper';
    },
  });
  expect(field()).toHaveProperty('value', 'gripper');
  expect(queries).toEqual(['gripper']);
  await waitForStatus('1 result for “gripper”.');
  expect(titles()).toEqual(['Gripper Arm']);
});
