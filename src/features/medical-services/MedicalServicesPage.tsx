import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { useMessages } from '../../i18n/messages';
import { MedicalServicesList } from './MedicalServicesList';
import { medicalServicesMessages } from './messages';

export default function MedicalServicesPage() {
  const t = useMessages(medicalServicesMessages);
  return (
    <section className="section" aria-labelledby="services-heading">
      <PageMeta {...useFixedPage('services')} />
      <div className="container">
        <div className="section-intro">
          <h1 id="services-heading">{t.heading}</h1>
          <p>{t.lead}</p>
        </div>
        <MedicalServicesList headingLevel={2} />
      </div>
    </section>
  );
}
