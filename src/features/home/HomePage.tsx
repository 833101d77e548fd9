import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { WhenWanted } from '../../components/WhenWanted';
import { useMessages } from '../../i18n/messages';
import { DoctorsSection } from '../doctors';
import { FaqAccordion, FaqsLoading } from '../faqs';
import { MedicalServicesList, MedicalServicesLoading } from '../medical-services';
import { BestServicesSection, HeroSection, IntegratedServicesSection, StatsSection, VirtualTreatmentSection } from './HomeSections';
import { homeMessages } from './messages';

export default function HomePage() {
  const t = useMessages(homeMessages);
  return (
    <>
      <PageMeta {...useFixedPage('home')} />
      <HeroSection />
      <StatsSection />
      <BestServicesSection />
      <IntegratedServicesSection />
      <section className="section" aria-labelledby="home-services-heading">
        <div className="container">
          <div className="section-intro">
            <h2 id="home-services-heading">{t.servicesHeading}</h2>
            <p>{t.servicesLead}</p>
          </div>
          <WhenWanted placeholder={<MedicalServicesLoading />}>
            <MedicalServicesList />
          </WhenWanted>
        </div>
      </section>
      <VirtualTreatmentSection />
      <DoctorsSection />
      <section className="section" aria-labelledby="faq-heading">
        <div className="container faq-container">
          <div className="section-intro">
            <h2 id="faq-heading">{t.faqHeading}</h2>
            <p>{t.faqLead}</p>
          </div>
          <WhenWanted placeholder={<FaqsLoading />}>
            <FaqAccordion />
          </WhenWanted>
        </div>
      </section>
    </>
  );
}
