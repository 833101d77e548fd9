import { PageMeta } from '../../components/PageMeta';
import { fixedPages } from '../../config/pages';
import { MedicalServicesList } from './MedicalServicesList';

export default function MedicalServicesPage() {
  return (
    <section className="section" aria-labelledby="services-heading">
      <PageMeta {...fixedPages.services} />
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
