import { describe, expect, it } from 'vitest';
import {
  characterCount,
  classifySendError,
  DRAFT_LIFETIME_MS,
  EMPTY_MESSAGE,
  FAILURE_ADVICE,
  parseDraft,
  readContactMessage,
  serializeDraft,
  subjectFromQuery,
  validateContactMessage,
} from './contact-message.ts';
import { loadDomainEndings } from './send-contact-form.ts';

const domainEndings = await loadDomainEndings();
const valid = { from_name: 'Asha Rao', reply_to: 'asha@example.com', message: 'Can our school visit the lab?' };

describe('validateContactMessage', () => {
  it('accepts a message with a name, an email address and some text', () => {
    expect(validateContactMessage(valid)).toEqual([]);
  });

  it('names every empty field, in the order of the form', () => {
    expect(validateContactMessage({ from_name: ' ', reply_to: '', message: '\n' })).toEqual([
      { field: 'from_name', text: 'Enter your name' },
      { field: 'reply_to', text: 'Enter your email address' },
      { field: 'message', text: 'Enter your message' },
    ]);
  });

  it('asks for an address in the correct format when the email address is not one', () => {
    for (const address of ['asha', 'asha@', '@example.com', 'asha@example', 'asha @example.com', 'asha@example.']) {
      expect(validateContactMessage({ ...valid, reply_to: address }), address).toEqual([
        { field: 'reply_to', text: 'Enter an email address in the correct format, like name@example.com' },
      ]);
    }
    expect(validateContactMessage({ ...valid, reply_to: ' asha.rao+club@mail.example.ac.in ' })).toEqual([]);
  });

  it('asks to check the end of an address whose domain ends in no top-level domain, such as one cut off or mistyped', () => {
    for (const [address, ending] of [
      ['aarav@student.ri', 'ri'],
      ['asha@gmail.con', 'con'],
      ['asha@students.riverbend.ac.i', 'i'],
      ['asha@mail.2024', '2024'],
    ]) {
      expect(validateContactMessage({ ...valid, reply_to: address! }, domainEndings), address).toEqual([
        {
          field: 'reply_to',
          text: `Check the end of the email address: “.${ending}” is not a domain ending such as .com or .in`,
        },
      ]);
    }
    // Endings in any case and script, new ones and international ones in their ASCII form.
    for (const address of [
      'Asha@Riverbend.AC.IN',
      'asha@robotics.club',
      'asha@example.香港',
      'asha@example.xn--j6w193g',
    ]) {
      expect(validateContactMessage({ ...valid, reply_to: address }), address).toEqual([]);
    }
  });

  it('holds each field to its length limit, and not one character less', () => {
    const atLimit = {
      from_name: 'n'.repeat(100),
      reply_to: `${'a'.repeat(242)}@example.com`,
      message: 'm'.repeat(5000),
    };
    expect(atLimit.reply_to).toHaveLength(254);
    expect(validateContactMessage(atLimit)).toEqual([]);
    expect(
      validateContactMessage({
        from_name: `${atLimit.from_name}n`,
        reply_to: `a${atLimit.reply_to}`,
        message: `${atLimit.message}m`,
      }).map((error) => error.text),
    ).toEqual([
      'Name must be 100 characters or fewer',
      'Email address must be 254 characters or fewer',
      'Message must be 5000 characters or fewer',
    ]);
  });
});

describe('classifySendError', () => {
  it('sorts the answers of the mail service by status', () => {
    expect(classifySendError({ status: 429, text: 'Too Many Requests' })).toBe('throttled');
    expect(classifySendError({ status: 403, text: 'Forbidden' })).toBe('blocked');
    expect(classifySendError({ status: 451, text: 'Unavailable For Headless Browser' })).toBe('headless');
    expect(classifySendError({ status: 400, text: 'The Public Key is invalid' })).toBe('rejected');
    expect(classifySendError({ status: 500, text: 'Internal Server Error' })).toBe('unavailable');
    expect(classifySendError({ status: 0, text: 'Network Error' })).toBe('offline');
  });

  it('takes a failed fetch or a failed download of the SDK for a lost connection', () => {
    expect(classifySendError(new TypeError('Failed to fetch'))).toBe('offline');
    expect(classifySendError(new TypeError('Failed to fetch dynamically imported module'))).toBe('offline');
  });

  it('treats anything else as a problem of the service', () => {
    expect(classifySendError('The public key is required.')).toBe('unavailable');
    expect(classifySendError(undefined)).toBe('unavailable');
  });

  it('has advice for every kind of failure', () => {
    expect(FAILURE_ADVICE.throttled.text).toContain('wait a minute');
    expect(FAILURE_ADVICE.offline.text).toContain('Check your internet connection');
  });
});

describe('characterCount', () => {
  it('counts what a reader sees as one character once, however many code units it takes', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('robot')).toBe(5);
    // An emoji outside the Basic Multilingual Plane: two UTF-16 units.
    expect('🤖'.length).toBe(2);
    expect(characterCount('🤖')).toBe(1);
    // A family joined by zero-width joiners, and a flag made of two regional indicators.
    expect(characterCount('👩‍👩‍👧‍👦')).toBe(1);
    expect(characterCount('🇮🇳')).toBe(1);
    // e followed by a combining acute accent, and a Devanagari syllable with its vowel sign.
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('कि')).toBe(1);
    expect(characterCount('Hi 👋🏽!')).toBe(5);
  });

  it('counts plain text unit by unit and a CR LF line break as one character', () => {
    expect(characterCount('Line one\nline two\tend')).toBe(21);
    expect(characterCount('a\r\nb')).toBe(3);
    expect(characterCount('Café')).toBe(4);
  });

  it('holds the message to 5000 such characters, not 5000 code units', () => {
    const robots = '🤖'.repeat(5000);
    expect(robots.length).toBe(10_000);
    expect(validateContactMessage({ ...valid, message: robots })).toEqual([]);
    expect(validateContactMessage({ ...valid, message: `${robots}e\u0301` }).map((error) => error.text)).toEqual([
      'Message must be 5000 characters or fewer',
    ]);
    expect(validateContactMessage({ ...valid, from_name: 'é'.normalize('NFD').repeat(100) })).toEqual([]);
  });
});

describe('subjects', () => {
  it('reads the subject a link names, in any case, and nothing else', () => {
    expect(subjectFromQuery('joining')).toBe('Joining');
    expect(subjectFromQuery(' Workshop ')).toBe('Workshop');
    expect(subjectFromQuery('sponsorship')).toBe('Sponsorship');
    expect(subjectFromQuery('general')).toBe('General');
    expect(subjectFromQuery('toString')).toBeNull();
    expect(subjectFromQuery('')).toBeNull();
    expect(subjectFromQuery(null)).toBeNull();
  });

  it('reads a submitted form, with General for a missing or unknown subject', () => {
    const data = new FormData();
    data.set('from_name', 'Asha');
    data.set('reply_to', 'asha@example.com');
    data.set('message', 'Hi');
    expect(readContactMessage(data)).toEqual({
      ...EMPTY_MESSAGE,
      from_name: 'Asha',
      reply_to: 'asha@example.com',
      message: 'Hi',
    });
    data.set('subject', 'Workshop');
    expect(readContactMessage(data).subject).toBe('Workshop');
    data.set('subject', 'workshop');
    expect(readContactMessage(data).subject).toBe('General');
  });
});

describe('parseDraft', () => {
  const savedAt = Date.UTC(2025, 2, 14, 9, 30);
  const draft = { ...valid, subject: 'Sponsorship' as const };

  it('restores the fields and subject of a draft saved within the day, and drops anything else', () => {
    const stored = JSON.stringify({ ...valid, subject: 'Sponsorship', website: 'spam', message: 42, savedAt });
    expect(parseDraft(stored, savedAt + 1000)).toEqual({
      from_name: 'Asha Rao',
      reply_to: 'asha@example.com',
      subject: 'Sponsorship',
      message: '',
    });
    expect(parseDraft(serializeDraft(draft, savedAt), savedAt + DRAFT_LIFETIME_MS)).toEqual(draft);
  });

  it('forgets a draft saved more than a day ago, or with no time of saving', () => {
    expect(parseDraft(serializeDraft(draft, savedAt), savedAt + DRAFT_LIFETIME_MS + 1)).toBeNull();
    expect(parseDraft(JSON.stringify(valid), savedAt)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...valid, savedAt: String(savedAt) }), savedAt)).toBeNull();
  });

  it('takes General for a subject it does not know', () => {
    expect(parseDraft(JSON.stringify({ ...valid, subject: 'Spam', savedAt }), savedAt)?.subject).toBe('General');
  });

  it('finds no draft in nothing, in an empty draft or in something that is not one', () => {
    expect(parseDraft(null, savedAt)).toBeNull();
    expect(parseDraft(serializeDraft(EMPTY_MESSAGE, savedAt), savedAt)).toBeNull();
    expect(parseDraft('{not json', savedAt)).toBeNull();
    expect(parseDraft('"text"', savedAt)).toBeNull();
  });
});
