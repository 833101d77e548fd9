import { PostLinks } from '../../components/PostLinks';
import { useMessages } from '../../i18n/messages';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Doctor } from '../../types';
import { DOCTORS_TAG, doctorPostsRead, loadDoctorsModule } from './doctorReads';
import { doctorMessages } from './messages';

/**
 * On a doctor's page: the articles they wrote, newest first (at most DOCTOR_POSTS_COUNT, one
 * query). A page prerendered at deploy carries them. Nothing is shown while they load, when the
 * doctor has written none, or when the read fails.
 */
export function DoctorPosts({ doctor }: { doctor: Doctor }) {
  const t = useMessages(doctorMessages);
  const posts = useAsyncData(
    doctorPostsRead(doctor.id),
    async () =>
      (await loadDoctorsModule()).listDoctorPosts(doctor.id).catch((error: unknown) => {
        console.error("Could not load the doctor's articles", error);
        throw error;
      }),
    [DOCTORS_TAG],
  );
  return (
    <PostLinks heading={t.articlesBy(doctor.name)} headingId="doctor-posts-heading" posts={posts.status === 'ready' ? posts.data : []} />
  );
}
