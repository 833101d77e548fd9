import { PageMeta, useFixedPage } from '../../components/PageMeta';
import { WhenWanted } from '../../components/WhenWanted';
import { DoctorsSection } from '../doctors';
import { FaqAccordion, FaqsLoading } from '../faqs';
import { MedicalServicesList, MedicalServicesLoading } from '../medical-services';
import { BestServicesSection, HeroSection, IntegratedServicesSection, StatsSection, VirtualTreatmentSection } from './HomeSections';

export default function HomePage() {
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
            <h2 id="home-services-heading">Our Medical Services</h2>
            <p>What we treat and how.</p>
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
            <h2 id="faq-heading">Frequently Asked Questions</h2>
            <p>Answers to what patients ask us most.</p>
          </div>
          <WhenWanted placeholder={<FaqsLoading />}>
            <FaqAccordion />
          </WhenWanted>
        </div>
      </section>
    </>
  );
}
