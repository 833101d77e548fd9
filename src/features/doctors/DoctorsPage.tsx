import { PageTitle } from '../../components/PageTitle';
import { DoctorsSection } from './DoctorsSection';

export default function DoctorsPage() {
  return (
    <>
      <PageTitle title="Our Doctors" />
      <DoctorsSection headingLevel={1} />
    </>
  );
}
