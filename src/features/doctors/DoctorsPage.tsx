import { PageMeta } from '../../components/PageMeta';
import { fixedPages } from '../../config/pages';
import { JsonLd } from '../../components/JsonLd';
import { physicianJsonLd } from '../../lib/structuredData';
import { doctors } from './doctors';
import { DoctorsSection } from './DoctorsSection';

export default function DoctorsPage() {
  return (
    <>
      <PageMeta {...fixedPages.doctors} />
      <DoctorsSection headingLevel={1} />
      {doctors.map((doctor) => (
        <JsonLd key={doctor.id} data={physicianJsonLd(doctor)} />
      ))}
    </>
  );
}
