import { ConfirmDialogOnDemand } from '../../components/ConfirmDialogOnDemand';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { WhenWanted } from '../../components/WhenWanted';
import { JsonLd } from '../../components/JsonLd';
import { useMessages } from '../../i18n/messages';
import { invalidate } from '../../lib/invalidation';
import { physicianJsonLd } from '../../lib/structuredData/physician';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { deleteMessages } from '../../components/deleteMessages';
import type { Doctor } from '../../types';
import { useCan } from '../auth';
import { DoctorCard } from './DoctorCard';
import { DOCTORS_LIST, DOCTORS_TAG, loadDoctorsModule } from './doctorReads';
import { doctorMessages } from './messages';

function DoctorsLoading() {
  return <LoadingMessage label={useMessages(doctorMessages).loading} />;
}

async function loadDoctors(): Promise<Doctor[]> {
  try {
    return await (await loadDoctorsModule()).listDoctors();
  } catch (error) {
    console.error('Could not load the doctors', error);
    throw error;
  }
}

/**
 * The photo goes after the profile: a failure here leaves an unused file, never a broken page.
 * The Storage code is loaded only when an admin deletes. Bundled art is left alone (deleteImage).
 */
function deleteDoctorPhoto(doctor: Doctor): void {
  if (!doctor.photo) return;
  const failed = (error: unknown) => console.error("Could not delete the doctor's photo", error);
  import('@services/images').then(({ deleteImage }) => deleteImage(doctor.photo).catch(failed), failed);
}

/** The clinic's doctors from data, in the clinic's order; admins edit and delete them here. */
function DoctorsList({ onItsOwnPage }: { onItsOwnPage: boolean }) {
  const doctors = useAsyncData(DOCTORS_LIST, loadDoctors, [DOCTORS_TAG]);
  const editsContent = useCan()('editContent');
  const t = useMessages(doctorMessages);
  const m = useMessages(deleteMessages);
  const deletion = useConfirmedDelete<Doctor>({
    title: t.deleteTitle,
    message: m.doctorDeleteConfirm,
    remove: async (id) => (await loadDoctorsModule()).deleteDoctor(id),
    onDeleted: (doctor) => {
      toast.success(m.doctorDeleted);
      invalidate(DOCTORS_TAG);
      deleteDoctorPhoto(doctor);
    },
    onFailed: (error) => {
      console.error('Could not delete the doctor', error);
      toast.error(m.doctorDeleteFailed);
    },
  });

  if (doctors.status === 'loading') return <DoctorsLoading />;
  if (doctors.status === 'error') {
    return <ErrorMessage>{t.loadFailed}</ErrorMessage>;
  }
  const shown = doctors.data.filter((doctor) => !deletion.isDeleted(doctor));
  if (shown.length === 0) return <EmptyMessage>{t.empty}</EmptyMessage>;

  return (
    <>
      <ul className="row g-4 list-unstyled justify-content-center">
        {shown.map((doctor, index) => (
          <li key={doctor.id} className="col-12 col-sm-6 col-lg-4">
            <DoctorCard
              doctor={doctor}
              headingLevel={onItsOwnPage ? 2 : 3}
              // On their own page the first row is above the fold, and the first photo its largest image.
              photoPriority={!onItsOwnPage ? 'lazy' : index === 0 ? 'high' : index < 3 ? 'auto' : 'lazy'}
              onDelete={editsContent ? () => deletion.ask(doctor) : undefined}
            />
            {onItsOwnPage && <JsonLd data={physicianJsonLd(doctor)} />}
          </li>
        ))}
      </ul>
      <ConfirmDialogOnDemand {...deletion.dialog} />
    </>
  );
}

/**
 * 'Our Great Doctors' (the spec's 'Grate' corrected). On the doctors' page (heading level 1) the
 * list shows at once and describes each doctor for search engines; on the home page it loads
 * when the visitor goes on from the first screen.
 */
export function DoctorsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const t = useMessages(doctorMessages);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const onItsOwnPage = headingLevel === 1;
  return (
    <section className="section" aria-labelledby="doctors-heading">
      <div className="container">
        <div className="section-intro">
          <Heading id="doctors-heading">{t.heading}</Heading>
          <p>{t.intro}</p>
        </div>
        {onItsOwnPage ? (
          <DoctorsList onItsOwnPage />
        ) : (
          <WhenWanted placeholder={<DoctorsLoading />}>
            <DoctorsList onItsOwnPage={false} />
          </WhenWanted>
        )}
      </div>
    </section>
  );
}
