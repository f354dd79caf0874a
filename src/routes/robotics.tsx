import type { Route } from './+types/robotics';
import { PageHeader } from '../components/ui/page-header.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Robotics',
    description: 'Handouts on electronics, mechanics and programming for robot builders, as PDFs.',
  });

export default function RoboticsPage() {
  return (
    <div className="page">
      <PageHeader title="Robotics" />
    </div>
  );
}
