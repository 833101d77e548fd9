import { ClinicAddress } from '../../components/ClinicAddress';
import { MapOnRequest } from '../../components/MapOnRequest';
import { PageMeta, useFixedPage } from '../../components/PageMeta';
import { clinic } from '../../config/clinic';
import { OpeningHoursList, OpenStatus } from '../hours';

export default function LocationPage() {
  return (
    <section className="section" aria-labelledby="location-heading">
      <PageMeta {...useFixedPage('location')} />
      <div className="container">
        <div className="section-intro">
          <h1 id="location-heading">Find Us</h1>
          <p>
            Our clinic is in {clinic.address.district}, {clinic.address.city}. Walk-ins are welcome; appointments are seen first.
          </p>
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
                  aria-label="Open in Google Maps (opens in a new tab)"
                >
                  Open in Google Maps
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
