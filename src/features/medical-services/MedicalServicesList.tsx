import { toast } from '../../lib/toast';
import { AdminEntryActions } from '../../components/AdminEntryActions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { reveal } from '../../lib/motion';
import { useAsyncData } from '../../lib/useAsyncData';
import { messages } from '../../messages';
import type { MedicalService } from '../../types';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useSession } from '../auth';
import { editServicePath } from '../../config/routes';

// Loaded after the first render: Firestore is not part of the page's initial JavaScript.
const loadServicesModule = () => import('@services/medicalServices');

async function loadMedicalServices() {
  try {
    return await (await loadServicesModule()).listMedicalServices();
  } catch (error) {
    console.error('Could not load the medical services', error);
    throw error;
  }
}

/** What the list shows while it loads (the home page shows it until the visitor scrolls on). */
export const MedicalServicesLoading = () => <LoadingMessage label="Loading our services…" />;

/**
 * The clinic's services, live from the medical services module; admins can edit and delete. Each
 * card's heading is one level below its section's: 2 on /medicalservices (under the page's h1),
 * 3 on the home page (under "Our Medical Services", an h2), so no level is skipped.
 */
export function MedicalServicesList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const CardHeading = headingLevel === 2 ? 'h2' : 'h3';
  const services = useAsyncData('medical-services', loadMedicalServices);
  const { isAdmin } = useSession();
  const deletion = useConfirmedDelete<MedicalService>({
    title: 'Delete service',
    message: messages.serviceDeleteConfirm,
    remove: async (id) => (await loadServicesModule()).deleteMedicalService(id),
    onDeleted: () => toast.success(messages.serviceDeleted),
    onFailed: (error) => {
      console.error('Could not delete the service', error);
      toast.error(messages.serviceDeleteFailed);
    },
  });

  if (services.status === 'loading') return <MedicalServicesLoading />;
  if (services.status === 'error') {
    return <ErrorMessage>We could not load our services just now. Please refresh the page or call us.</ErrorMessage>;
  }
  const shown = services.data.filter((service) => !deletion.isDeleted(service));
  if (shown.length === 0) return <EmptyMessage>Our services will be listed here soon.</EmptyMessage>;

  return (
    <>
      <ul className="row g-4 list-unstyled services-list">
        {shown.map((service) => (
          <li key={service.id} className="col-12 col-md-6 col-lg-4">
            <article className="card h-100 service-card" {...reveal('fade-up')}>
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <CardHeading className="h5 card-title">{service.title}</CardHeading>
                  {isAdmin && (
                    <AdminEntryActions
                      editTo={editServicePath(service.id)}
                      name={`service: ${service.title}`}
                      onDelete={() => deletion.ask(service)}
                    />
                  )}
                </div>
                <p className="card-text">{service.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
