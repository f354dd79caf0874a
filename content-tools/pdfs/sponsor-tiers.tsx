/**
 * Components only the handouts render: the sponsorship deck's tiers and contact address come
 * from sponsor.yaml and site.yaml when the deck is printed, so the deck says what the Sponsor
 * page says. content-tools/pdfs.ts reads the content and counts those files in the deck's digest.
 */
import type { MDXComponents } from 'mdx/types';

export interface HandoutFacts {
  tiers: { name: string; amount: string; benefits: string[] }[];
  email: string;
}

/** The deck is printed in a font without ₹, so an amount says INR instead. */
export const printedAmount = (amount: string) => amount.replace(/₹\s*/g, 'INR ');

export function handoutComponents({ tiers, email }: HandoutFacts): MDXComponents {
  return {
    SponsorTiers: () => (
      <table>
        <thead>
          <tr>
            <th>Tier</th>
            <th>Contribution</th>
            <th>What you get</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.name}>
              <td>{tier.name}</td>
              <td>{printedAmount(tier.amount)}</td>
              <td>{tier.benefits.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
    ClubEmail: () => <a href={`mailto:${email}`}>{email}</a>,
  };
}
