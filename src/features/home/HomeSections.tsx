import { Link } from 'react-router-dom';
import { PhoneIcon, PinIcon, StarIcon } from '../../components/Icons';
import { clinic } from '../../config/clinic';
import { reveal } from '../../lib/motion';
import { paths } from '../../config/routes';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-6">
            <h1 id="hero-heading" className="hero-title">
              We help patients live a healthy, quality life
            </h1>
            <p className="hero-lead">
              At {clinic.name} our physicians treat you with proven conventional medicine, and bring in acupuncture, cupping and moxibustion
              where they genuinely help. One clinic, one plan, doctors who listen.
            </p>
            <Link to={paths.appointment} className="btn btn-primary btn-lg">
              Request an Appointment
            </Link>
          </div>
          <div className="col-12 col-lg-6 text-center">
            <img src="/images/hero.svg" alt="" width={560} height={420} className="hero-art" fetchPriority="high" decoding="async" />
          </div>
        </div>
      </div>
    </section>
  );
}

const stats = [
  { value: '07+', label: 'Years of Experience' },
  { value: '01+', label: 'Clinic Location' },
  { value: '100%', label: 'Patient Satisfaction' },
];

export function StatsSection() {
  return (
    <section className="stats" aria-label="The clinic in numbers">
      <div className="container">
        <ul className="row list-unstyled g-3 mb-0">
          {stats.map((stat) => (
            <li key={stat.label} className="col-12 col-md-4">
              <p className="stat-value">{stat.value}</p>
              <p className="stat-label">{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const bestServiceCards = [
  {
    title: 'Find a Doctor',
    text: 'Meet our physicians, their experience and the care they offer.',
    to: paths.doctors,
    cta: 'Meet our doctors',
    icon: <StarIcon width={32} height={32} />,
  },
  {
    title: 'Find a Location',
    text: `We are in ${clinic.address.district}, ${clinic.address.city}, easy to reach by metro and bus.`,
    to: paths.location,
    cta: 'See the map',
    icon: <PinIcon width={32} height={32} />,
  },
  {
    title: 'Book An Appointment',
    text: 'Tell us when suits you and our front desk will confirm your slot.',
    to: paths.appointment,
    cta: 'Request a slot',
    icon: <PhoneIcon width={32} height={32} />,
  },
];

export function BestServicesSection() {
  return (
    <section className="section" aria-labelledby="best-services-heading">
      <div className="container">
        <div className="section-intro">
          <h2 id="best-services-heading">Providing The Best Medical Services</h2>
          <p>Everything you need to start your care with us, in three steps.</p>
        </div>
        <ul className="row g-4 list-unstyled">
          {bestServiceCards.map((card) => (
            <li key={card.title} className="col-12 col-md-4">
              <article className="card h-100 feature-card" {...reveal('fade-up')}>
                <div className="card-body">
                  <span className="feature-icon">{card.icon}</span>
                  <h3 className="h5 card-title">{card.title}</h3>
                  <p className="card-text">{card.text}</p>
                  <Link to={card.to} className="stretched-link" aria-label={`${card.cta}: ${card.title}`}>
                    {card.cta}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function IntegratedServicesSection() {
  return (
    <section className="section section-tinted" aria-labelledby="integrated-heading">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-6" {...reveal('fade-right')}>
            <h2 id="integrated-heading">We provide smart integrated services</h2>
            <p>
              Our doctors are qualified allopathic physicians. When a complementary therapy can ease pain, stress or recovery, we add it to
              your plan and explain why, what to expect and how we will know it is working.
            </p>
            <Link to={paths.services} className="btn btn-primary" aria-label="Learn More about our services">
              Learn More<span className="visually-hidden"> about our services</span>
            </Link>
          </div>
          <div className="col-12 col-lg-6">
            <ul className="checklist" {...reveal('fade-left')}>
              <li>Diagnosis and treatment by physicians</li>
              <li>Acupuncture, cupping and moxibustion by trained doctors</li>
              <li>Nutrition and lifestyle plans that fit your routine</li>
              <li>One record of everything you receive with us</li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

const virtualSteps = [
  { title: 'Book a video slot', text: 'Choose a time that suits you.' },
  { title: 'Talk to your doctor', text: 'A secure video consultation from home.' },
  { title: 'Get your plan', text: 'Prescription and advice by e-mail.' },
];

export function VirtualTreatmentSection() {
  return (
    <section className="section section-tinted" aria-labelledby="virtual-heading">
      <div className="container">
        <div className="section-intro">
          <h2 id="virtual-heading">
            Get Virtual Treatment Anytime <span className="coming-soon">(Coming soon)</span>
          </h2>
          <p>Follow-up consultations by video, for patients who cannot come in.</p>
        </div>
        <ol className="row g-4 list-unstyled steps">
          {virtualSteps.map((step, index) => (
            <li key={step.title} className="col-12 col-md-4" {...reveal('zoom-in')}>
              <div className="step h-100">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="h5">{step.title}</h3>
                <p className="mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
