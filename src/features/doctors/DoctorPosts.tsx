import { PostLinks } from '../../components/PostLinks';
import { useAsyncData } from '../../lib/useAsyncData';
import type { Doctor } from '../../types';
import { DOCTORS_TAG, doctorPostsRead, loadDoctorsModule } from './doctorReads';

/**
 * On a doctor's page: the articles they wrote, newest first (at most DOCTOR_POSTS_COUNT, one
 * query). A page prerendered at deploy carries them. Nothing is shown while they load, when the
 * doctor has written none, or when the read fails.
 */
export function DoctorPosts({ doctor }: { doctor: Doctor }) {
  const posts = useAsyncData(
    doctorPostsRead(doctor.id),
    async () =>
      (await loadDoctorsModule()).listDoctorPosts(doctor.id).catch((error: unknown) => {
        console.error("Could not load the doctor's articles", error);
        throw error;
      }),
    [DOCTORS_TAG],
  );
  if (posts.status !== 'ready' || posts.data.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="doctor-posts-heading">
      <h2 id="doctor-posts-heading" className="h4">
        Articles by {doctor.name}
      </h2>
      <PostLinks posts={posts.data} />
    </section>
  );
}
