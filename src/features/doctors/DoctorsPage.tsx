import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import { useCan } from '../auth';
import { DoctorsSection } from './DoctorsSection';
import { doctorMessages } from './messages';

export default function DoctorsPage() {
  const editsContent = useCan()('editContent');
  const t = useMessages(doctorMessages);
  return (
    <>
      <PageMeta {...useFixedPage('doctors')} />
      <DoctorsSection headingLevel={1} />
      {editsContent && (
        <p className="text-center">
          <Link to={paths.addDoctor} className="btn btn-outline-primary">
            {t.addDoctor}
          </Link>
        </p>
      )}
    </>
  );
}
