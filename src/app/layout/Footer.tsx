import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { ClinicAddress } from '../../components/ClinicAddress';
import { FacebookIcon, InstagramIcon, WhatsAppIcon, YouTubeIcon } from '../../components/Icons';
import { Logo } from '../../components/Logo';
import { clinic, type SocialName } from '../../config/clinic';
import { iWantToLinks, mainLinks, navigationMessages, type NavItem } from '../../components/navigation';
import { useMessages } from '../../i18n/messages';
import { layoutMessages } from './messages';
import { paths } from '../../config/routes';
import { WhenWanted } from '../../components/WhenWanted';

// Loaded with the hours when the visitor nears the footer: no page's first load carries them.
const OpenStatus = lazy(() => import('../../features/hours/OpenStatus').then((module) => ({ default: module.OpenStatus })));
const openStatusLine = <p className="open-status" />;

const socialIcons: Record<SocialName, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  WhatsApp: WhatsAppIcon,
  YouTube: YouTubeIcon,
};

function LinkColumn({ heading, links }: { heading: string; links: NavItem[] }) {
  const nav = useMessages(navigationMessages);
  return (
    <nav aria-label={heading}>
      <h2 className="footer-heading">{heading}</h2>
      <ul className="list-unstyled footer-links">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{nav[link.label]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const t = useMessages(layoutMessages);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <Logo />
            <p className="mt-3">{t.tagline}</p>
            <ul className="list-unstyled social-links">
              {clinic.socials.map((social) => {
                const SocialIcon = socialIcons[social.name];
                return (
                  <li key={social.name}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t.socialLabel(clinic.shortName, social.name)}
                    >
                      <SocialIcon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="col-6 col-lg-3">
            <LinkColumn heading={t.quickLinks} links={mainLinks} />
          </div>
          <div className="col-6 col-lg-3">
            <LinkColumn heading={t.iWantTo} links={iWantToLinks} />
          </div>
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="footer-heading">{t.visitUs}</h2>
            <ClinicAddress className="footer-address" />
            {/* Read when the visitor nears the footer: no page waits for the hours. */}
            <WhenWanted placeholder={openStatusLine}>
              <Suspense fallback={openStatusLine}>
                <OpenStatus />
              </Suspense>
            </WhenWanted>
          </div>
        </div>
        <p className="footer-copy">
          {t.copyright(year, clinic.name)} <Link to={paths.privacy}>{t.privacyNotice}</Link>
        </p>
      </div>
    </footer>
  );
}
