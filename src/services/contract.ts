/**
 * The backend seam, checked by the type system: every demo twin must export exactly what its
 * Firebase module exports, with the same types. `npm run typecheck` fails otherwise.
 * Type-only imports: this file adds nothing to any bundle.
 */
import type * as DemoAccessLog from './demo/accessLog';
import type * as DemoAuth from './demo/auth';
import type * as DemoBlogs from './demo/blogs';
import type * as DemoBookings from './demo/bookings';
import type * as DemoBookingSchedules from './demo/bookingSchedules';
import type * as DemoBlogTopics from './demo/blogTopics';
import type * as DemoClinicHours from './demo/clinicHours';
import type * as DemoComments from './demo/comments';
import type * as DemoDoctors from './demo/doctors';
import type * as DemoImages from './demo/images';
import type * as DemoFaqs from './demo/faqs';
import type * as DemoMedicalServices from './demo/medicalServices';
import type * as DemoPhone from './demo/phone';
import type * as DemoPublishing from './demo/publishing';
import type * as DemoRequests from './demo/requests';
import type * as DemoStaff from './demo/staff';
import type * as DemoUsers from './demo/users';
import type * as DemoVideoCall from './demo/videoCall';
import type * as DemoVideoVisits from './demo/videoVisits';
import type * as AccessLog from './firebase/accessLog';
import type * as Auth from './firebase/auth';
import type * as Blogs from './firebase/blogs';
import type * as Bookings from './firebase/bookings';
import type * as BookingSchedules from './firebase/bookingSchedules';
import type * as BlogTopics from './firebase/blogTopics';
import type * as ClinicHours from './firebase/clinicHours';
import type * as Comments from './firebase/comments';
import type * as Doctors from './firebase/doctors';
import type * as Images from './firebase/images';
import type * as Faqs from './firebase/faqs';
import type * as MedicalServices from './firebase/medicalServices';
import type * as Phone from './firebase/phone';
import type * as Publishing from './firebase/publishing';
import type * as Requests from './firebase/requests';
import type * as Staff from './firebase/staff';
import type * as Users from './firebase/users';
import type * as VideoCall from './firebase/videoCall';
import type * as VideoVisits from './firebase/videoVisits';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type BackendContract = [
  Same<typeof Auth, typeof DemoAuth>,
  Same<typeof Users, typeof DemoUsers>,
  Same<typeof MedicalServices, typeof DemoMedicalServices>,
  Same<typeof Faqs, typeof DemoFaqs>,
  Same<typeof Doctors, typeof DemoDoctors>,
  Same<typeof Blogs, typeof DemoBlogs>,
  Same<typeof BlogTopics, typeof DemoBlogTopics>,
  Same<typeof Comments, typeof DemoComments>,
  Same<typeof ClinicHours, typeof DemoClinicHours>,
  Same<typeof Images, typeof DemoImages>,
  Same<typeof Requests, typeof DemoRequests>,
  Same<typeof Bookings, typeof DemoBookings>,
  Same<typeof BookingSchedules, typeof DemoBookingSchedules>,
  Same<typeof Publishing, typeof DemoPublishing>,
  Same<typeof Staff, typeof DemoStaff>,
  Same<typeof AccessLog, typeof DemoAccessLog>,
  Same<typeof Phone, typeof DemoPhone>,
  Same<typeof VideoVisits, typeof DemoVideoVisits>,
  Same<typeof VideoCall, typeof DemoVideoCall>,
];

export const backendContractHolds: BackendContract = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
