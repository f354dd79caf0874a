import type { Route } from './+types/robotics';
import { ResourcePage } from '../components/content/resource-list.tsx';
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
  return <ResourcePage {...loaderData} />;
}
