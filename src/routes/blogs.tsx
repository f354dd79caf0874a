import type { Route } from './+types/blogs';
import { ResourceList } from '../components/content/resource-list.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { loadResourcePage } from '../content/resources.server.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function loader() {
  return loadResourcePage('blogs');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Explore our Blogs',
    description:
      'Tutorials and reading lists by domain: CAD and PCB design, ROS, embedded systems, IoT, deep learning and image processing.',
  });

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
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
