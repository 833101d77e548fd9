import { toast } from '../../lib/toast';
import { AdminEntryActions } from '../../components/AdminEntryActions';
import { ConfirmDialogOnDemand } from '../../components/ConfirmDialogOnDemand';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { reveal } from '../../lib/motion';
import { useAsyncData } from '../../lib/useAsyncData';
import { useMessages } from '../../i18n/messages';
import { deleteMessages } from '../../components/deleteMessages';
import type { MedicalService } from '../../types';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useCan } from '../auth';
import { editServicePath } from '../../config/routes';
import { NotTranslated } from '../../components/NotTranslated';
import { useInLanguage } from '../../i18n/useInLanguage';
import { medicalServicesMessages } from './messages';

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
export function MedicalServicesLoading() {
  const t = useMessages(medicalServicesMessages);
  return <LoadingMessage label={t.loading} />;
}

/**
 * The clinic's services, live from the medical services module; admins can edit and delete. Each
 * card's heading is one level below its section's: 2 on /medicalservices (under the page's h1),
 * 3 on the home page (under "Our Medical Services", an h2), so no level is skipped.
 */
export function MedicalServicesList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useMessages(medicalServicesMessages);
  const m = useMessages(deleteMessages);
  const CardHeading = headingLevel === 2 ? 'h2' : 'h3';
  const services = useAsyncData('medical-services', loadMedicalServices);
  const editsContent = useCan()('editContent');
  const deletion = useConfirmedDelete<MedicalService>({
    title: t.deleteTitle,
    message: m.serviceDeleteConfirm,
    remove: async (id) => (await loadServicesModule()).deleteMedicalService(id),
    onDeleted: () => toast.success(m.serviceDeleted),
    onFailed: (error) => {
      console.error('Could not delete the service', error);
      toast.error(m.serviceDeleteFailed);
    },
  });

  if (services.status === 'loading') return <MedicalServicesLoading />;
  if (services.status === 'error') {
    return <ErrorMessage>{t.loadFailed}</ErrorMessage>;
  }
  const shown = services.data.filter((service) => !deletion.isDeleted(service));
  if (shown.length === 0) return <EmptyMessage>{t.empty}</EmptyMessage>;

  return (
    <>
      <ul className="row g-4 list-unstyled services-list">
        {shown.map((service) => (
          <li key={service.id} className="col-12 col-md-6 col-lg-4">
            <ServiceCard service={service} heading={CardHeading} onDelete={editsContent ? () => deletion.ask(service) : undefined} />
          </li>
        ))}
      </ul>
      <ConfirmDialogOnDemand {...deletion.dialog} />
    </>
  );
}

/** One service, in the page's language where an admin wrote it, else its English, marked. */
function ServiceCard({
  service,
  heading: CardHeading,
  onDelete,
}: {
  service: MedicalService;
  heading: 'h2' | 'h3';
  onDelete?: () => void;
}) {
  const t = useMessages(medicalServicesMessages);
  const { content, translated, lang } = useInLanguage({ title: service.title, description: service.description }, service.translations);
  return (
    <article className="card h-100 service-card" {...reveal('fade-up')}>
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <CardHeading className="h5 card-title" lang={lang}>
            {content.title}
          </CardHeading>
          {onDelete && <AdminEntryActions editTo={editServicePath(service.id)} name={t.entryName(content.title)} onDelete={onDelete} />}
        </div>
        {!translated && <NotTranslated className="mb-2" />}
        <p className="card-text" lang={lang}>
          {content.description}
        </p>
      </div>
    </article>
  );
}
