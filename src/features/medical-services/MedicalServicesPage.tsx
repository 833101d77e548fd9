import { PageTitle } from '../../components/PageTitle';
import { MedicalServicesList } from './MedicalServicesList';

export default function MedicalServicesPage() {
  return (
    <section className="section" aria-labelledby="services-heading">
      <PageTitle title="Our Medical Services" />
      <div className="container">
        <div className="section-intro">
          <h1 id="services-heading">Our Medical Services</h1>
          <p>Conventional medicine first, with complementary therapies where they help.</p>
        </div>
        <MedicalServicesList />
      </div>
    </section>
  );
}
