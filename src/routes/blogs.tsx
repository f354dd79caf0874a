import type { Route } from './+types/blogs';
import { PageHeader } from '../components/ui/page-header.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Explore our Blogs',
    description: 'Tutorials and reading lists by domain: CAD and PCB design, ROS, embedded systems, IoT, deep learning and image processing.',
  });

export default function BlogsPage() {
  return (
    <div className="page">
      <PageHeader title="Explore our Blogs" />
    </div>
  );
}
