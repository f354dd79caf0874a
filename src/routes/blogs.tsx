import type { Route } from './+types/blogs';
import { ResourcePage } from '../components/content/resource-list.tsx';
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
  return <ResourcePage {...loaderData} />;
}
