/**
 * The names of the doctors' reads (useAsyncData's `name`), also the names of their results in a
 * page's data (lib/pageData.ts): the deploy's render fills them in, the pages start from them.
 * DOCTORS_TAG is invalidated by an admin's save or delete, so shown lists read again.
 */
export const DOCTORS_LIST = 'doctors';
export const doctorRead = (id: string) => `doctor:${id}`;
export const doctorPostsRead = (id: string) => `doctor-posts:${id}`;
export const DOCTORS_TAG = 'doctors';

// Loaded after the first render: Firestore is not part of a page's initial JavaScript.
export const loadDoctorsModule = () => import('@services/doctors');
