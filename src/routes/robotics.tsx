import type { Route } from './+types/robotics';
import { ResourceList } from '../components/content/resource-list.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { loadResourcePage } from '../content/resources.server.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function loader() {
  return loadResourcePage('robotics');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Robotics',
    description: 'Handouts on electronics, mechanics and programming for robot builders, as PDFs.',
  });

export default function RoboticsPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro, domains } = loaderData;
  return (
    <>
      <div className="page">
        <PageHeader title={heading}>{intro && <p>{intro}</p>}</PageHeader>
      </div>
      <ResourceList domains={domains} />
    </>
  );
}
