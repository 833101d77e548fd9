import { PageMeta, useFixedPage } from '../../components/PageMeta';
import { MedicalServicesList } from './MedicalServicesList';

export default function MedicalServicesPage() {
  return (
    <section className="section" aria-labelledby="services-heading">
      <PageMeta {...useFixedPage('services')} />
      <div className="container">
        <div className="section-intro">
          <h1 id="services-heading">Our Medical Services</h1>
          <p>Conventional medicine first, with complementary therapies where they help.</p>
        </div>
        <MedicalServicesList headingLevel={2} />
      </div>
    </section>
  );
}
