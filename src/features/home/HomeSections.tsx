import { Link } from 'react-router-dom';
import { PhoneIcon, PinIcon, StarIcon } from '../../components/Icons';
import { clinic } from '../../config/clinic';
import { navigationMessages } from '../../components/navigation';
import { useMessages } from '../../i18n/messages';
import { JOIN_OPENS_BEFORE_MINUTES } from '../../lib/joinWindow';
import { reveal } from '../../lib/motion';
import { paths, videoBookingPath } from '../../config/routes';
import { homeMessages, type HomeMessages } from './messages';

export function HeroSection() {
  const t = useMessages(homeMessages);
  const nav = useMessages(navigationMessages);
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-6">
            <h1 id="hero-heading" className="hero-title">
              {t.heroTitle}
            </h1>
            <p className="hero-lead">{t.heroLead(clinic.name)}</p>
            <Link to={paths.appointment} className="btn btn-primary btn-lg">
              {nav.requestAppointment}
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

/** The messages that are plain texts (not functions of values). */
type TextKey = { [K in keyof HomeMessages]: HomeMessages[K] extends string ? K : never }[keyof HomeMessages];

const stats: Array<{ value: string; label: TextKey }> = [
  { value: '07+', label: 'yearsOfExperience' },
  { value: '01+', label: 'clinicLocations' },
  { value: '100%', label: 'patientSatisfaction' },
];

export function StatsSection() {
  const t = useMessages(homeMessages);
  return (
    <section className="stats" aria-label={t.statsLabel}>
      <div className="container">
        <ul className="row list-unstyled g-3 mb-0">
          {stats.map((stat) => (
            <li key={stat.label} className="col-12 col-md-4">
              <p className="stat-value">{stat.value}</p>
              <p className="stat-label">{t[stat.label]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function bestServiceCards(t: HomeMessages) {
  return [
    {
      title: t.findDoctor,
      text: t.findDoctorText,
      to: paths.doctors,
      cta: t.meetDoctors,
      icon: <StarIcon width={32} height={32} />,
    },
    {
      title: t.findLocation,
      text: t.findLocationText(clinic.address.district, clinic.address.city),
      to: paths.location,
      cta: t.seeMap,
      icon: <PinIcon width={32} height={32} />,
    },
    {
      title: t.bookAppointment,
      text: t.bookAppointmentText,
      to: paths.appointment,
      cta: t.requestSlot,
      icon: <PhoneIcon width={32} height={32} />,
    },
  ];
}

export function BestServicesSection() {
  const t = useMessages(homeMessages);
  return (
    <section className="section" aria-labelledby="best-services-heading">
      <div className="container">
        <div className="section-intro">
          <h2 id="best-services-heading">{t.bestServicesHeading}</h2>
          <p>{t.bestServicesLead}</p>
        </div>
        <ul className="row g-4 list-unstyled">
          {bestServiceCards(t).map((card) => (
            <li key={card.to} className="col-12 col-md-4">
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
  const t = useMessages(homeMessages);
  return (
    <section className="section section-tinted" aria-labelledby="integrated-heading">
      <div className="container">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-6" {...reveal('fade-right')}>
            <h2 id="integrated-heading">{t.integratedHeading}</h2>
            <p>{t.integratedText}</p>
            <Link to={paths.services} className="btn btn-primary" aria-label={t.learnMoreLabel}>
              {t.learnMore}
              <span className="visually-hidden"> {t.aboutOurServices}</span>
            </Link>
          </div>
          <div className="col-12 col-lg-6">
            <ul className="checklist" {...reveal('fade-left')}>
              <li>{t.integratedPhysicians}</li>
              <li>{t.integratedTherapies}</li>
              <li>{t.integratedLifestyle}</li>
              <li>{t.integratedRecord}</li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A video visit, as it goes (issue 46): book it, join it from My appointments, talk to the doctor. */
const virtualSteps = (t: HomeMessages) => [
  { title: t.videoStepBook, text: t.videoStepBookText },
  { title: t.videoStepJoin, text: t.videoStepJoinText(JOIN_OPENS_BEFORE_MINUTES) },
  { title: t.videoStepTalk, text: t.videoStepTalkText },
];

export function VirtualTreatmentSection() {
  const t = useMessages(homeMessages);
  return (
    <section className="section section-tinted" aria-labelledby="virtual-heading">
      <div className="container">
        <div className="section-intro">
          <h2 id="virtual-heading">{t.virtualHeading}</h2>
          <p>{t.virtualLead}</p>
        </div>
        <ol className="row g-4 list-unstyled steps">
          {virtualSteps(t).map((step, index) => (
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
        <p className="text-center mt-4 mb-0">
          {/* The booking form reads ?visit=video and starts on "Video visit". */}
          <Link to={videoBookingPath} className="btn btn-primary">
            {t.bookVideoVisit}
          </Link>
        </p>
      </div>
    </section>
  );
}
