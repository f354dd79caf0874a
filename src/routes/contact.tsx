import type { Route } from './+types/contact';
import { ContactForm } from '../components/contact/contact-form.tsx';
import { SocialLinks } from '../components/site/social-links.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { loadSite } from '../content/collections/site.server.ts';
import { phoneText, telHref } from '../lib/contact-links.ts';
import { emailJsConfig } from '../lib/contact/emailjs-config.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import styles from './contact.module.css';
import type { ScriptHandle } from '../lib/page-script.ts';

export function loader() {
  const { name, address, phone, email, social } = loadSite();
  return { name, address, phone, email, social, description: loadPageDescription('contact') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Get in Touch',
    description: args.loaderData?.description ?? '',
  });

/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = { script: 'the contact form sends the message' };

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { name, address, phone, email, social } = loaderData;
  return (
    <div className="page">
      <PageHeader title="Get in Touch">
        <p>
          Questions about joining, a project, a workshop for your school or a sponsorship? We would love to hear from
          you.
        </p>
      </PageHeader>
      <div className={styles.layout}>
        <section aria-labelledby="contact-details" className={styles.details}>
          <h2 id="contact-details">Contact details</h2>
          <dl className={styles.list}>
            <div>
              <dt>Address</dt>
              <dd>
                <address>
                  {name}
                  {address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(phone)}>{phoneText(phone)}</a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          </dl>
          <h3 className={styles.follow}>Follow us</h3>
          <SocialLinks social={social} label="Social media" withNames />
        </section>
        <ContactForm config={emailJsConfig} email={email} />
      </div>
    </div>
  );
}
