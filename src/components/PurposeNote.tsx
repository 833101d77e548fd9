import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/routes';
import { useMessages } from '../i18n/messages';
import { componentMessages } from './messages';

/** A form's one line on what its data is for, with the privacy notice (DPDP Act 2023: notice before consent). */
export function PurposeNote({ children }: { children: ReactNode }) {
  const t = useMessages(componentMessages);
  return (
    <p className="form-text">
      {children} <Link to={paths.privacy}>{t.howWeHandleData}</Link>
    </p>
  );
}
