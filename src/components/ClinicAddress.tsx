import type { ReactNode } from 'react';
import { clinic, formatAddressLines } from '../config/clinic';
import { MailIcon, PhoneIcon, PinIcon } from './Icons';

/** The clinic's address, phone (callable) and e-mail, as the footer, Location and Contact show them. */
export function ClinicAddress({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <address className={className}>
      <p className="d-flex gap-2">
        <PinIcon className="flex-shrink-0" />
        <span>
          {formatAddressLines().map((line) => (
            <span key={line} className="d-block">
              {line}
            </span>
          ))}
        </span>
      </p>
      <p className="d-flex gap-2">
        <PhoneIcon className="flex-shrink-0" />
        <a href={clinic.phoneHref}>{clinic.phone}</a>
      </p>
      <p className="d-flex gap-2">
        <MailIcon className="flex-shrink-0" />
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
      </p>
      {children}
    </address>
  );
}
