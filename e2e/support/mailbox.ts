import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_MAIL } from '../../test/support/bases.ts';
import type { Fields } from '../../test/support/fake-emailjs.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * One test's view of the shared fake EmailJS API. Tests run in parallel against one
 * fake, so each writes from its own address and only looks at its own messages.
 */
export class Mailbox {
  readonly address: string;
  readonly name: string;
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext, testId: string) {
    this.request = request;
    // In the name and email fields, so every message of this test can be found.
    const token = createHash('sha256').update(testId).digest('hex').slice(0, 10);
    this.address = `visitor.${token}@example.com`;
    this.name = `Asha Rao ${token}`;
  }

  /** The messages of this test the fake accepted (answered 200), as the fields it received. */
  async messages(): Promise<Fields[]> {
    const response = await this.request.get(`${E2E_MAIL.origin}/__messages`, { params: { reply_to: this.address } });
    return (await response.json()) as Fields[];
  }
}

export const test = base.extend<{ mailbox: Mailbox }>({
  mailbox: async ({ request }, use, testInfo) => {
    // A retry writes from an address of its own: the first attempt's messages stay in the fake.
    await use(new Mailbox(request, `${testInfo.testId}-${testInfo.retry}`));
  },
});

export { expect };
