import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Mail, Phone } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BRAND, CONTACT } from '@/domain/brand';
import { emergencyNumbersIn } from '@/lib/emergency-numbers';
import { NAV_LINKS, TAGLINE } from '@/app/layout/nav-links';
import { EmergencyLine } from '@/app/layout/emergency-line';
import { telHref } from '@/domain/phone';
import { NewsletterBox } from '@/app/layout/newsletter-box';

const LEGAL_LINKS = [
  { to: '/PrivacyPolicy', label: msg`Privacy Policy` },
  { to: '/termsandconditions', label: msg`Terms & Conditions` },
] as const;

// Plain links: nothing is loaded from these sites unless the reader follows one.
const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
] as const;

export function Footer() {
  const { t, i18n } = useLingui();
  const emergencyNumbers = emergencyNumbersIn(i18n);
  const linkClass = 'inline-flex min-h-tap items-center text-surface hover:underline';
  const contactHeading = useRef<HTMLHeadingElement>(null);
  const year = new Date().getFullYear();
  const brand = BRAND.name;
  return (
    // Its foot lies behind the strip that holds Quick exit: the end of the page is clear of it.
    <footer className="focus-on-dark mt-12 bg-brand-800 pb-(--safety-strip) text-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold">
            {BRAND.name}
          </h2>
          <p className="mt-2 text-sm">{i18n._(TAGLINE)}</p>
          <EmergencyLine entries={emergencyNumbers} />
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold">
            {t`Quick links`}
          </h2>
          <ul className="mt-2">
            {[...NAV_LINKS, ...LEGAL_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          {/* Focusable from script only: focus lands here when the newsletter box beside it goes. */}
          <h2 id="footer-contact" ref={contactHeading} tabIndex={-1} className="text-lg font-bold">
            {t`Contact`}
          </h2>
          <ul className="mt-2">
            <li>
              <a href={`mailto:${CONTACT.email}`} className={`${linkClass} gap-2`}>
                <Mail aria-hidden="true" className="size-4" />
                {CONTACT.email}
              </a>
            </li>
            {emergencyNumbers.map(({ number, label }) => (
              <li key={number}>
                <a href={telHref(number)} className={`${linkClass} gap-2`}>
                  <Phone aria-hidden="true" className="size-4" />
                  {label} {number}
                </a>
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">{t`Follow us`}</h3>
          <ul className="flex flex-wrap gap-x-4">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <NewsletterBox onHide={() => contactHeading.current?.focus()} />
      </div>
      <p className="border-t border-brand-700 py-4 text-center text-sm">{t`© ${year} ${brand}`}</p>
    </footer>
  );
}
