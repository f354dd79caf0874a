import type { Route } from './+types/achievement';
import { PageHeader } from '../components/ui/page-header.tsx';
import { loadAchievements } from '../content/collections/achievements.server.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import styles from './achievement.module.css';

export function loader() {
  return { ...loadAchievements(), description: loadPageDescription('achievement') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Achievements',
    description: args.loaderData?.description ?? '',
  });

const COLUMNS = ['S.No', 'Club Member', 'Event Name', 'Title of Project/Product', 'Achievement', 'Year'];

export default function AchievementPage({ loaderData }: Route.ComponentProps) {
  const { intro, years } = loaderData;
  return (
    <div className="page">
      <PageHeader title="Achievements">{intro && <p>{intro}</p>}</PageHeader>
      <nav aria-label="Years" className={styles.years}>
        <ul>
          {years.map(({ year }) => (
            <li key={year}>
              <a href={`#year-${year}`}>{year}</a>
            </li>
          ))}
        </ul>
      </nav>
      {years.map(({ year, rows }) => (
        <section key={year} id={`year-${year}`} aria-labelledby={`year-${year}-heading`} className={styles.year}>
          <h2 id={`year-${year}-heading`}>{year}</h2>
          {/* Each row is a search result of its own (scripts/build-steps/search-index.ts). */}
          <div className={styles.scroll} data-pagefind-ignore="">
            <table className={styles.table}>
              <caption className="visually-hidden">Achievements in {year}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.serial} id={row.anchor}>
                    <td data-label="S.No">{row.serial}</td>
                    <th scope="row" data-label="Club Member">
                      {row.members.join(', ')}
                    </th>
                    <td data-label="Event Name">{row.event}</td>
                    <td data-label="Title of Project/Product">{row.project}</td>
                    <td data-label="Achievement">
                      <strong>{row.achievement}</strong>
                    </td>
                    <td data-label="Year">{row.year}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
