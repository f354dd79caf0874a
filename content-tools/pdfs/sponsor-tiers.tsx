/**
 * Components only the handouts render: the sponsorship deck's tiers, the club's numbers, the
 * current sponsors, the contact address and the Sponsorship Lead come from the Sponsor page's own loader and
 * site.yaml when the deck is printed, so the deck says what the Sponsor page says.
 * pdfs/digests.ts reads them and counts what each prints in the deck's digest.
 */
import type { MDXComponents } from 'mdx/types';

export interface HandoutFacts {
  tiers: { name: string; amount: string; benefits: string[] }[];
  /** The Sponsor page's numbers, each a value and what it counts ("100+", "members, from …"). */
  stats: { label: string; value: string }[];
  /** The sponsors of this year, as the Sponsor page lists them. */
  current: { name: string; tier: string; years: string }[];
  email: string;
  /** Who holds the role "Sponsorship Lead" in this year's team, if anyone does. */
  lead?: { name: string; role: string } | undefined;
}

/** The deck is printed in a font without ₹, so an amount says INR instead. */
export const printedAmount = (amount: string) => amount.replace(/₹\s*/g, 'INR ');

export function handoutComponents({ tiers, stats, current, email, lead }: HandoutFacts): MDXComponents {
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
    ClubNumbers: () => (
      <ul>
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong> {stat.label}
          </li>
        ))}
      </ul>
    ),
    CurrentSponsors: () => (
      <ul>
        {current.map((sponsor) => (
          <li key={sponsor.name}>
            <strong>{sponsor.name}</strong>, {sponsor.tier} sponsor {sponsor.years}
          </li>
        ))}
      </ul>
    ),
    ClubEmail: () => <a href={`mailto:${email}`}>{email}</a>,
    SponsorshipLead: () => (lead ? `${lead.name}, our ${lead.role},` : 'our Sponsorship Lead'),
  };
}
