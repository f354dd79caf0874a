import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_MAIL } from '../../test/support/bases.ts';
import type { FakeMode, Fields, ReceivedRequest } from '../../test/support/fake-emailjs.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * One test's view of the shared fake EmailJS API. Tests run in parallel against one
 * fake, so each writes from its own address and only looks at, and changes the
 * answers to, its own messages.
 */
export class Mailbox {
  /** Put into the name and email fields, so every request of this test can be found. */
  readonly token: string;
  readonly address: string;
  readonly name: string;
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext, testId: string) {
    this.request = request;
    this.token = createHash('sha256').update(testId).digest('hex').slice(0, 10);
    this.address = `visitor.${this.token}@example.com`;
    this.name = `Asha Rao ${this.token}`;
  }

  /** How the fake answers this test's messages from now on. */
  async answerWith(mode: FakeMode) {
    const response = await this.request.post(`${E2E_MAIL.origin}/__control`, { data: { mode, replyTo: this.address } });
    expect(response.status()).toBe(200);
  }

  /** The messages of this test the fake accepted (answered 200), as the fields it received. */
  async messages(): Promise<Fields[]> {
    const response = await this.request.get(`${E2E_MAIL.origin}/__messages`, { params: { reply_to: this.address } });
    return (await response.json()) as Fields[];
  }

  /** Every well-formed request of this test, whatever the answer. */
  async requests(): Promise<ReceivedRequest[]> {
    const response = await this.request.get(`${E2E_MAIL.origin}/__requests`, { params: { contains: this.token } });
    return (await response.json()) as ReceivedRequest[];
  }

  /** Answers this test's held requests (mode "hang") with 200. */
  async release() {
    await this.request.post(`${E2E_MAIL.origin}/__release`, { data: { replyTo: this.address } });
  }
}

export const test = base.extend<{ mailbox: Mailbox }>({
  mailbox: async ({ request }, use, testInfo) => {
    // A retry writes from an address of its own: the first attempt's messages stay in the fake.
    await use(new Mailbox(request, `${testInfo.testId}-${testInfo.retry}`));
  },
});

export { expect };
