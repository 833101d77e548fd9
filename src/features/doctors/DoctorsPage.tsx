import { Link } from 'react-router-dom';
import { PageMeta, useFixedPage } from '../../components/PageMeta';
import { paths } from '../../config/routes';
import { useSession } from '../auth';
import { DoctorsSection } from './DoctorsSection';

export default function DoctorsPage() {
  const { isAdmin } = useSession();
  return (
    <>
      <PageMeta {...useFixedPage('doctors')} />
      <DoctorsSection headingLevel={1} />
      {isAdmin && (
        <p className="text-center">
          <Link to={paths.addDoctor} className="btn btn-outline-primary">
            Add a doctor
          </Link>
        </p>
      )}
    </>
  );
}
