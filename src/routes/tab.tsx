import type { Route } from './+types/tab';
import { PageHeader } from '../components/ui/page-header.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Technical Advisory Board',
    description: 'The six technical domains of the club and the major and minor projects in each, by year.',
  });

export default function TabPage() {
  return (
    <div className="page">
      <PageHeader title="Technical Advisory Board" />
    </div>
  );
}
