import { describe, expect, it } from 'vitest';
import {
  classifySendError,
  EMPTY_MESSAGE,
  FAILURE_ADVICE,
  parseDraft,
  SendTimeoutError,
  validateContactMessage,
} from './contact-message.ts';

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

  it('knows a timeout, and treats anything else as a problem of the service', () => {
    expect(classifySendError(new SendTimeoutError())).toBe('timeout');
    expect(classifySendError('The public key is required.')).toBe('unavailable');
    expect(classifySendError(undefined)).toBe('unavailable');
  });

  it('has advice for every kind of failure', () => {
    expect(FAILURE_ADVICE.throttled.text).toContain('wait a minute');
    expect(FAILURE_ADVICE.offline.text).toContain('Check your internet connection');
    expect(FAILURE_ADVICE.timeout.text).toContain('15 seconds');
  });
});

describe('parseDraft', () => {
  it('restores the three fields of a stored draft and drops anything else', () => {
    const stored = JSON.stringify({ ...valid, website: 'spam', message: 42 });
    expect(parseDraft(stored)).toEqual({ from_name: 'Asha Rao', reply_to: 'asha@example.com', message: '' });
  });

  it('finds no draft in nothing, in an empty draft or in something that is not one', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft(JSON.stringify(EMPTY_MESSAGE))).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
  });
});
