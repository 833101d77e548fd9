import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { reveal } from '../../lib/motion';
import { useAsyncData } from '../../lib/useAsyncData';

// Loaded after the first render: Firestore is not part of the page's initial JavaScript.
async function loadMedicalServices() {
  try {
    return await (await import('@services/medicalServices')).listMedicalServices();
  } catch (error) {
    console.error('Could not load the medical services', error);
    throw error;
  }
}

/** The clinic's services, live from the medical services module. */
export function MedicalServicesList() {
  const services = useAsyncData('medical-services', loadMedicalServices);

  if (services.status === 'loading') return <LoadingMessage label="Loading our services…" />;
  if (services.status === 'error') {
    return <ErrorMessage>We could not load our services just now. Please refresh the page or call us.</ErrorMessage>;
  }
  if (services.data.length === 0) return <EmptyMessage>Our services will be listed here soon.</EmptyMessage>;

  return (
    <ul className="row g-4 list-unstyled services-list">
      {services.data.map((service) => (
        <li key={service.id} className="col-12 col-md-6 col-lg-4">
          <article className="card h-100 service-card" {...reveal('fade-up')}>
            <div className="card-body">
              <h3 className="h5 card-title">{service.title}</h3>
              <p className="card-text">{service.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
