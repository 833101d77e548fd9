import { ClinicAddress } from '../../components/ClinicAddress';
import { MapOnRequest } from '../../components/MapOnRequest';
import { PageMeta } from '../../components/PageMeta';
import { useFixedPage } from '../../components/useFixedPage';
import { clinic } from '../../config/clinic';
import { useMessages } from '../../i18n/messages';
import { OpeningHoursList, OpenStatus } from '../hours';
import { locationMessages } from './messages';

export default function LocationPage() {
  const t = useMessages(locationMessages);
  return (
    <section className="section" aria-labelledby="location-heading">
      <PageMeta {...useFixedPage('location')} />
      <div className="container">
        <div className="section-intro">
          <h1 id="location-heading">{t.heading}</h1>
          <p>{t.lead(clinic.address.district, clinic.address.city)}</p>
        </div>
        <div className="row g-4 align-items-stretch">
          <div className="col-12 col-lg-4">
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h5 card-title">{clinic.name}</h2>
                <OpenStatus className="mb-2" />
                <ClinicAddress className="mb-3" />
                <OpeningHoursList />
                <a
                  className="btn btn-outline-primary mt-3"
                  href={clinic.mapLinkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.openInMapsLabel}
                >
                  {t.openInMaps}
                </a>
              </div>
            </div>
          </div>
          <div className="col-12 col-lg-8">
            <MapOnRequest />
          </div>
        </div>
      </div>
    </section>
  );
}
