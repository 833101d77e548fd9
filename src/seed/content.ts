import { clinic } from '../config/clinic';
import { DEFAULT_BOOKING_POLICY } from '../config/constants';
import type { Blog, BlogComment, BookingPolicy, ClinicHours, Doctor, DoctorSchedule, Faq, MedicalService } from '../types';

/**
 * Seed content for the demo backend and the Emulator Suite. Written as the clinic would write
 * it, so that what a developer or a tester sees is what a patient would see.
 */

const ADMIN = { author: 'Dr. Kavya Rao', userId: 'demo-admin' };
const day = (iso: string) => new Date(`${iso}T09:30:00+05:30`);

/**
 * The clinic's opening hours: its default week and two national holidays. Past closures stay
 * until an admin next saves the hours (the editor drops them then).
 */
export const seedClinicHours: ClinicHours = {
  weekly: clinic.defaultHours.weekly,
  closures: [
    { date: '2027-01-26', reason: 'Republic Day', translations: { kn: 'ಗಣರಾಜ್ಯೋತ್ಸವ', hi: 'गणतंत्र दिवस' } },
    // Not yet written in Kannada: its Kannada pages show the English reason.
    { date: '2027-08-15', reason: 'Independence Day', translations: { hi: 'स्वतंत्रता दिवस' } },
  ],
};

/**
 * The two doctors' bookable weeks, inside the clinic's hours, so that every open day has free
 * slots: Dr. Iyer in the mornings (Saturday shorter), Dr. Kulkarni in the afternoons. Dr. Iyer
 * also sees patients by video (issue 46): weekday afternoons by video only, and her Saturday
 * session either way.
 */
const mornings = [{ start: '09:30', end: '13:00' }];
const afternoons = [{ start: '14:00', end: '19:00' }];
const videoAfternoons = [{ start: '14:00', end: '16:00' }];
const noVideo: DoctorSchedule['video'] = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
export const seedSchedules: DoctorSchedule[] = [
  {
    doctorId: 'dr-ananya-iyer',
    weekly: {
      monday: mornings,
      tuesday: mornings,
      wednesday: mornings,
      thursday: mornings,
      friday: mornings,
      saturday: [{ start: '10:00', end: '12:00' }],
      sunday: [],
    },
    video: {
      monday: videoAfternoons,
      tuesday: videoAfternoons,
      wednesday: videoAfternoons,
      thursday: videoAfternoons,
      friday: videoAfternoons,
      saturday: [{ start: '10:00', end: '12:00' }],
      sunday: [],
    },
    slotMinutes: 15,
    leave: [],
  },
  {
    doctorId: 'dr-rohan-kulkarni',
    weekly: {
      monday: afternoons,
      tuesday: afternoons,
      wednesday: afternoons,
      thursday: afternoons,
      friday: afternoons,
      saturday: afternoons,
      sunday: [],
    },
    video: noVideo,
    slotMinutes: 20,
    leave: [],
  },
];

/** The clinic's booking rules as the seed stores them (the defaults). */
export const seedBookingPolicy: BookingPolicy = { ...DEFAULT_BOOKING_POLICY };

/**
 * The spec's two doctors (both physicians). Their qualifications and registrations are samples:
 * the clinic replaces them with each doctor's own, checked against the council's register, before
 * launch (docs/features.md, "Doctors").
 */
export const seedDoctors: Doctor[] = [
  {
    id: 'dr-ananya-iyer',
    name: 'Dr. Ananya Iyer',
    photo: '/images/doctors/doctor-1.svg',
    photoAlt: 'Portrait of Dr. Ananya Iyer',
    qualifications: 'MBBS, MD (General Medicine)',
    registrationNumber: '67890',
    registrationCouncil: 'Karnataka Medical Council',
    specialities: ['General Medicine', 'Acupuncture'],
    languages: ['English', 'Kannada', 'Tamil'],
    consultingHours: 'Monday to Friday, 9:30 am to 1 pm; Saturday, 10 am to 12 pm',
    bio: 'Dr. Iyer sees adults and families for fevers, diabetes, blood pressure and long-standing pain, and adds acupuncture where it helps.',
    order: 1,
    updatedAt: day('2026-01-08'),
    translations: {
      kn: {
        specialities: ['ಸಾಮಾನ್ಯ ವೈದ್ಯಕೀಯ', 'ಅಕ್ಯುಪಂಕ್ಚರ್'],
        languages: ['ಇಂಗ್ಲಿಷ್', 'ಕನ್ನಡ', 'ತಮಿಳು'],
        consultingHours: 'ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ 9:30 ರಿಂದ ಮಧ್ಯಾಹ್ನ 1; ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ಮಧ್ಯಾಹ್ನ 12',
        bio: 'ಡಾ. ಅಯ್ಯರ್ ಅವರು ಜ್ವರ, ಮಧುಮೇಹ, ರಕ್ತದೊತ್ತಡ ಮತ್ತು ದೀರ್ಘಕಾಲದ ನೋವಿಗಾಗಿ ವಯಸ್ಕರು ಮತ್ತು ಕುಟುಂಬಗಳನ್ನು ನೋಡುತ್ತಾರೆ, ಮತ್ತು ಸಹಾಯವಾಗುವಲ್ಲಿ ಅಕ್ಯುಪಂಕ್ಚರ್ ಸೇರಿಸುತ್ತಾರೆ.',
      },
      hi: {
        specialities: ['सामान्य चिकित्सा', 'एक्यूपंक्चर'],
        languages: ['अंग्रेज़ी', 'कन्नड़', 'तमिल'],
        consultingHours: 'सोमवार से शुक्रवार, सुबह 9:30 से दोपहर 1 बजे; शनिवार, सुबह 10 से दोपहर 12 बजे',
        bio: 'डॉ. अय्यर वयस्कों और परिवारों को बुखार, मधुमेह, रक्तचाप और लंबे समय से चले आ रहे दर्द के लिए देखती हैं, और जहाँ मदद मिले वहाँ एक्यूपंक्चर जोड़ती हैं।',
      },
    },
  },
  {
    id: 'dr-rohan-kulkarni',
    name: 'Dr. Rohan Kulkarni',
    photo: '/images/doctors/doctor-2.svg',
    photoAlt: 'Portrait of Dr. Rohan Kulkarni',
    qualifications: 'MBBS, DNB (Family Medicine)',
    registrationNumber: '54321',
    registrationCouncil: 'Karnataka Medical Council',
    specialities: ['Family Medicine', 'Pain Management'],
    languages: ['English', 'Hindi', 'Marathi'],
    consultingHours: 'Monday to Saturday, 2 pm to 7 pm',
    // Not yet translated: his Kannada and Hindi pages show the English, marked, and are noindex.
    bio: 'Dr. Kulkarni cares for children and adults alike, with a particular interest in back and joint pain, cupping and moxibustion.',
    order: 2,
    updatedAt: day('2026-01-08'),
  },
];

export const seedMedicalServices: MedicalService[] = [
  {
    id: 'family-medicine',
    title: 'Family Medicine Consultation',
    description:
      'Unhurried consultations with our physicians for fevers, infections, blood pressure, diabetes and everyday health worries, for every member of the family.',
    timestamp: day('2026-01-10'),
    ...ADMIN,
  },
  {
    id: 'acupuncture',
    title: 'Acupuncture',
    description:
      'Fine, single-use sterile needles placed by a qualified physician to ease back and neck pain, migraines and stress, alongside your regular treatment.',
    timestamp: day('2026-01-12'),
    ...ADMIN,
  },
  {
    id: 'cupping',
    title: 'Cupping Therapy',
    description:
      'Gentle suction cups that relax tight muscles and improve local circulation, often combined with physiotherapy for shoulder and back stiffness.',
    timestamp: day('2026-01-14'),
    ...ADMIN,
  },
  {
    id: 'moxibustion',
    title: 'Moxibustion',
    description:
      'Carefully controlled warmth from mugwort applied near acupuncture points, used for joint pain and digestive complaints after a physician’s assessment.',
    timestamp: day('2026-01-16'),
    ...ADMIN,
  },
  {
    id: 'chronic-pain',
    title: 'Chronic Pain Management',
    description:
      'A plan that brings together medicines where needed, acupuncture, guided exercise and sleep advice for arthritis, sciatica and long-standing pain.',
    timestamp: day('2026-01-18'),
    ...ADMIN,
  },
  {
    id: 'nutrition',
    title: 'Lifestyle and Nutrition Counselling',
    description:
      'Practical food and activity plans that fit Indian home cooking and busy schedules, for weight, blood sugar, cholesterol and thyroid conditions.',
    timestamp: day('2026-01-20'),
    ...ADMIN,
  },
];

export const seedFaqs: Faq[] = [
  {
    id: 'what-is-integrative',
    title: 'What does integrative medicine mean at your clinic?',
    translations: {
      kn: {
        title: 'ನಿಮ್ಮ ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ ಇಂಟಿಗ್ರೇಟಿವ್ ಚಿಕಿತ್ಸೆ ಎಂದರೇನು?',
        description:
          'ನಮ್ಮ ವೈದ್ಯರು ಅರ್ಹ ಅಲೋಪತಿ ವೈದ್ಯರು. ಯಾವುದೇ ಉತ್ತಮ ಸಾಮಾನ್ಯ ಚಿಕಿತ್ಸಾಲಯದಂತೆ ನಾವು ರೋಗ ಪತ್ತೆ ಮಾಡಿ ಚಿಕಿತ್ಸೆ ನೀಡುತ್ತೇವೆ; ನೆರವಾಗುವಲ್ಲಿ ಅಕ್ಯುಪಂಕ್ಚರ್, ಕಪ್ಪಿಂಗ್ ಅಥವಾ ಮಾಕ್ಸಿಬಸ್ಶನ್‌ನಂತಹ ಪೂರಕ ಚಿಕಿತ್ಸೆಗಳನ್ನು ಸೇರಿಸುತ್ತೇವೆ. ಬೇರೆ ವೈದ್ಯರು ಬರೆದ ಔಷಧಿಯನ್ನು ಅವರೊಂದಿಗೆ ಮಾತನಾಡದೆ ನಿಲ್ಲಿಸಲು ನಾವು ಎಂದೂ ಹೇಳುವುದಿಲ್ಲ.',
      },
      hi: {
        title: 'आपके क्लिनिक में इंटीग्रेटिव चिकित्सा का क्या मतलब है?',
        description:
          'हमारे डॉक्टर योग्य एलोपैथिक चिकित्सक हैं। किसी भी अच्छे जनरल प्रैक्टिस की तरह हम जाँच करके इलाज करते हैं, और जहाँ मदद मिले वहाँ एक्यूपंक्चर, कपिंग या मोक्सीबस्शन जैसे पूरक उपचार जोड़ते हैं। किसी दूसरे डॉक्टर की लिखी दवा हम उनसे बात किए बिना कभी बंद करने को नहीं कहते।',
      },
    },
    description:
      'Our doctors are qualified allopathic physicians. We diagnose and treat as any good general practice would, and where it helps we add complementary therapies such as acupuncture, cupping or moxibustion. We never ask you to stop a medicine another doctor prescribed without talking to them.',
    timestamp: day('2026-02-01'),
    ...ADMIN,
  },
  {
    id: 'acupuncture-pain',
    title: 'Does acupuncture hurt?',
    description:
      'Most people feel a brief prick and then a dull, heavy sensation. The needles are much finer than injection needles, single-use and sterile. Tell the doctor at any point if you are uncomfortable and they will adjust or stop.',
    timestamp: day('2026-02-02'),
    ...ADMIN,
  },
  {
    id: 'what-to-bring',
    title: 'What should I bring to my first appointment?',
    description:
      'Please bring your previous prescriptions, recent blood reports or scans, and a list of the medicines and supplements you take. Arrive ten minutes early so we can open your file.',
    timestamp: day('2026-02-03'),
    ...ADMIN,
  },
  {
    id: 'insurance',
    title: 'Do you accept health insurance?',
    description:
      'Consultations and most procedures can be claimed under outpatient cover if your policy includes it. We provide itemised bills and reports; please check the complementary-therapy terms of your policy with your insurer.',
    timestamp: day('2026-02-04'),
    ...ADMIN,
  },
  {
    id: 'children',
    title: 'Do you see children?',
    description:
      'Yes. Our physicians see children for routine illnesses, vaccination advice and growth check-ups. Complementary therapies are offered to children only when clearly suitable and with a parent present.',
    timestamp: day('2026-02-05'),
    ...ADMIN,
  },
  {
    id: 'reschedule',
    title: 'How do I reschedule or cancel an appointment?',
    description:
      'Call or WhatsApp the front desk at least four hours before your slot and we will find you a new time. There is no charge for rescheduling.',
    timestamp: day('2026-02-06'),
    ...ADMIN,
  },
];

interface SeedBlogInput {
  id: string;
  title: string;
  category: Blog['category'];
  tags: string[];
  trending: Blog['trending'];
  image: string;
  /** What the illustration shows. */
  imageAlt: string;
  date: string;
  description: string;
  /** Saved as a draft: only admins see it (the demo's Drafts page shows one). */
  draft?: boolean;
  /** The doctor who wrote it; none: a text byline, as posts had before authors were doctors. */
  by?: SeedDoctorId;
  /** The doctor who medically reviewed it, and the day. */
  review?: { by: SeedDoctorId; date: string };
  /** Its Kannada and Hindi versions (the demo shows one post in all three languages). */
  translations?: Blog['translations'];
}

type SeedDoctorId = 'dr-ananya-iyer' | 'dr-rohan-kulkarni';
const doctorName = (id: SeedDoctorId) => seedDoctors.find((doctor) => doctor.id === id)!.name;

function blog(input: SeedBlogInput): Blog {
  return {
    id: input.id,
    title: input.title,
    category: input.category,
    tags: input.tags,
    trending: input.trending,
    description: input.description,
    imgUrl: `/images/blog/${input.image}.svg`,
    imgCardUrl: '',
    imgAlt: input.imageAlt,
    likes: [],
    timestamp: day(input.date),
    published: input.draft !== true,
    publishedAt: input.draft ? null : day(input.date),
    ...ADMIN,
    ...(input.by ? { authorId: input.by, author: doctorName(input.by) } : { authorId: '' }),
    reviewerId: input.review?.by ?? '',
    reviewerName: input.review ? doctorName(input.review.by) : '',
    reviewedAt: input.review ? day(input.review.date) : null,
    translations: input.translations ?? {},
  };
}

export const seedBlogs: Blog[] = [
  blog({
    id: 'heatwave-elders',
    by: 'dr-ananya-iyer',
    title: 'Keeping Elders Safe in a Heatwave',
    category: 'Aging and Geriatrics',
    tags: ['heatwave', 'elders', 'hydration'],
    trending: 'yes',
    image: 'ageing',
    imageAlt: 'Illustration: a walking stick and a sun, for older adults in the heat',
    date: '2026-07-08',
    draft: true,
    description:
      '## Before the heat\n\nOlder people feel thirst later and sweat less, so a heatwave reaches them first.\n\n- Keep water within reach and offer a glass every hour.\n- Keep the home shaded in the afternoon.\n- Check on those who live alone twice a day.\n\n*Draft: dosing advice for people on water tablets still to be checked by Dr. Rao.*',
  }),
  blog({
    id: 'monsoon-fevers',
    by: 'dr-ananya-iyer',
    review: { by: 'dr-rohan-kulkarni', date: '2026-07-03' },
    title: 'Monsoon Fevers: When to Rest and When to See a Doctor',
    category: 'Disease Prevention and Management',
    tags: ['fever', 'monsoon', 'dengue'],
    trending: 'yes',
    image: 'prevention',
    imageAlt: 'Illustration: a shield over a thermometer, for staying well',
    date: '2026-07-02',
    description:
      'The rains bring relief from the heat and, every year, a wave of fevers. Most are viral and settle in three to five days with rest, fluids and paracetamol.\n\nSee a doctor the same day if the fever is above 102°F for more than two days, if there is severe body ache behind the eyes, rashes, bleeding gums, vomiting that will not stop, or if the person is very young, elderly or pregnant. Dengue and malaria need a blood test, not guesswork.\n\nAvoid painkillers such as ibuprofen or aspirin until dengue has been ruled out, and keep water containers covered to stop mosquitoes breeding at home.',
    translations: {
      kn: {
        title: 'ಮಳೆಗಾಲದ ಜ್ವರಗಳು: ಯಾವಾಗ ವಿಶ್ರಾಂತಿ, ಯಾವಾಗ ವೈದ್ಯರ ಭೇಟಿ',
        description:
          'ಮಳೆ ಬಿಸಿಲಿನಿಂದ ನೆಮ್ಮದಿ ತರುತ್ತದೆ, ಜೊತೆಗೆ ಪ್ರತಿ ವರ್ಷ ಜ್ವರಗಳ ಅಲೆಯನ್ನೂ ತರುತ್ತದೆ. ಹೆಚ್ಚಿನವು ವೈರಲ್ ಜ್ವರಗಳು; ವಿಶ್ರಾಂತಿ, ದ್ರವಾಹಾರ ಮತ್ತು ಪ್ಯಾರಸಿಟಮಾಲ್‌ನಿಂದ ಮೂರರಿಂದ ಐದು ದಿನಗಳಲ್ಲಿ ಗುಣವಾಗುತ್ತವೆ.\n\nಜ್ವರ ಎರಡು ದಿನಕ್ಕಿಂತ ಹೆಚ್ಚು ಕಾಲ 102°F ಗಿಂತ ಹೆಚ್ಚಿದ್ದರೆ, ಕಣ್ಣುಗಳ ಹಿಂದೆ ತೀವ್ರ ಮೈಕೈ ನೋವು, ದದ್ದು, ಒಸಡಿನಿಂದ ರಕ್ತಸ್ರಾವ, ನಿಲ್ಲದ ವಾಂತಿ ಇದ್ದರೆ, ಅಥವಾ ರೋಗಿ ಚಿಕ್ಕ ಮಗು, ವೃದ್ಧರು ಅಥವಾ ಗರ್ಭಿಣಿಯಾಗಿದ್ದರೆ ಅದೇ ದಿನ ವೈದ್ಯರನ್ನು ಕಾಣಿ. ಡೆಂಗ್ಯೂ ಮತ್ತು ಮಲೇರಿಯಾಗೆ ರಕ್ತ ಪರೀಕ್ಷೆ ಬೇಕು, ಊಹೆ ಸಾಲದು.\n\nಡೆಂಗ್ಯೂ ಇಲ್ಲವೆಂದು ಖಚಿತವಾಗುವವರೆಗೆ ಐಬುಪ್ರೊಫೆನ್ ಅಥವಾ ಆಸ್ಪಿರಿನ್‌ನಂತಹ ನೋವು ನಿವಾರಕಗಳನ್ನು ಬಳಸಬೇಡಿ. ಮನೆಯಲ್ಲಿ ಸೊಳ್ಳೆ ಬೆಳೆಯದಂತೆ ನೀರಿನ ಪಾತ್ರೆಗಳನ್ನು ಮುಚ್ಚಿಡಿ.',
      },
      hi: {
        title: 'मानसून के बुख़ार: कब आराम करें और कब डॉक्टर को दिखाएँ',
        description:
          'बारिश गर्मी से राहत लाती है और हर साल बुख़ार की एक लहर भी। ज़्यादातर बुख़ार वायरल होते हैं और आराम, तरल पदार्थ और पैरासिटामोल से तीन से पाँच दिन में ठीक हो जाते हैं।\n\nअगर बुख़ार दो दिन से ज़्यादा 102°F से ऊपर रहे, आँखों के पीछे तेज़ बदन दर्द हो, दाने निकलें, मसूड़ों से खून आए, उल्टी न रुके, या मरीज़ बहुत छोटा बच्चा, बुज़ुर्ग या गर्भवती हो, तो उसी दिन डॉक्टर को दिखाएँ। डेंगू और मलेरिया के लिए खून की जाँच ज़रूरी है, अंदाज़ा नहीं।\n\nजब तक डेंगू की आशंका दूर न हो, आइबुप्रोफ़ेन या एस्पिरिन जैसी दर्द की दवाएँ न लें, और घर में मच्छर न पनपें, इसलिए पानी के बर्तन ढककर रखें।',
      },
    },
  }),
  blog({
    id: 'acupuncture-back-pain',
    by: 'dr-rohan-kulkarni',
    title: 'What Acupuncture Can and Cannot Do for Back Pain',
    category: 'Alternative Medicine',
    tags: ['acupuncture', 'back pain', 'pain'],
    trending: 'yes',
    image: 'alternative',
    imageAlt: 'Illustration: acupuncture needles and a cupping glass',
    date: '2026-06-18',
    description:
      'Acupuncture has reasonable evidence for chronic low back pain, usually as part of a plan that also includes movement and, where needed, medicines.\n\nIt is not a cure for a slipped disc pressing on a nerve, and it is not a substitute for an urgent scan when there is weakness in a leg, numbness in the groin or trouble passing urine. Those need a doctor straight away.\n\nA typical course is six to eight sessions. If nothing has changed after four, we review the plan with you rather than carry on by habit.',
  }),
  blog({
    id: 'diabetes-plate',
    by: 'dr-ananya-iyer',
    title: 'Building a Diabetes-Friendly Thali',
    category: 'Nutrition and Diet',
    tags: ['diabetes', 'diet', 'nutrition'],
    trending: 'yes',
    image: 'nutrition',
    imageAlt: 'Illustration: a plate of vegetables, grains and fruit',
    date: '2026-06-05',
    description:
      'You do not need to give up rice or rotis to control blood sugar. Start with the plate: half vegetables, a quarter dal, paneer, egg, fish or chicken, and a quarter rice or two small rotis.\n\nChoose whole dals and millets like ragi and jowar some days of the week, add curd or a salad, and keep fried snacks and sweets for occasions.\n\nEat at regular times, walk for ten minutes after meals, and check your sugars as your doctor advised. Small, steady changes last longer than strict diets.',
  }),
  blog({
    id: 'exam-stress',
    title: 'Helping Teenagers Through Exam Stress',
    category: 'Mental Health and Psychology',
    tags: ['stress', 'sleep', 'teenagers'],
    trending: 'no',
    image: 'mind',
    imageAlt: 'Illustration: a calm head with a leaf, for the mind',
    date: '2026-05-22',
    description:
      'Some nervousness before exams is normal and even helpful. Watch for signs that it has become too much: not sleeping, skipping meals, headaches every morning, or withdrawing from friends.\n\nProtect sleep first; a rested brain remembers more than a tired one that studied an extra two hours. Short breaks, daylight and a little exercise help.\n\nIf your child talks about hopelessness or harming themselves, do not wait for the exams to end. Speak to a doctor or counsellor the same day.',
  }),
  blog({
    id: 'walking-habit',
    by: 'dr-rohan-kulkarni',
    title: 'The Case for a Daily 30-Minute Walk',
    category: 'Fitness and Exercise',
    tags: ['exercise', 'walking', 'heart health'],
    trending: 'no',
    image: 'fitness',
    imageAlt: 'Illustration: walking shoes and a step counter',
    date: '2026-05-10',
    description:
      'Walking briskly for thirty minutes a day lowers blood pressure, improves blood sugar and lifts mood. It needs no gym and no equipment beyond comfortable shoes.\n\nBrisk means you can talk but not sing. Split it into three ten-minute walks if that fits your day better.\n\nIf you have chest pain, breathlessness or dizziness while walking, stop and see a doctor before you continue.',
  }),
  blog({
    id: 'healthy-ageing-falls',
    by: 'dr-ananya-iyer',
    title: 'Preventing Falls in Older Parents',
    category: 'Aging and Geriatrics',
    tags: ['falls', 'elderly', 'home safety'],
    trending: 'no',
    image: 'ageing',
    imageAlt: 'Illustration: a walking stick and a handrail at home',
    date: '2026-04-28',
    description:
      'Falls are the most common reason older adults lose their independence, and many are preventable.\n\nGood lighting on the way to the bathroom at night, grab bars near the toilet and shower, non-slip mats and removing loose rugs make a large difference.\n\nAsk us to review their medicines: some blood pressure tablets and sleeping pills cause dizziness. Simple balance exercises, done daily, also reduce the risk.',
  }),
  blog({
    id: 'cupping-explained',
    by: 'dr-rohan-kulkarni',
    review: { by: 'dr-ananya-iyer', date: '2026-05-20' },
    title: 'Cupping Therapy, Explained Honestly',
    category: 'Alternative Medicine',
    tags: ['cupping', 'muscle pain'],
    trending: 'yes',
    image: 'alternative',
    imageAlt: 'Illustration: acupuncture needles and a cupping glass',
    date: '2026-04-14',
    description:
      'Cupping uses gentle suction to lift the skin and muscle, which many people find relaxing for tight shoulders and backs.\n\nThe round marks it leaves are not bruises from injury and fade in a few days. It is not suitable over broken skin, varicose veins, or for people on blood thinners without a doctor’s advice.\n\nAt our clinic it is always one part of a plan, never a replacement for diagnosing the cause of your pain.',
  }),
  blog({
    id: 'thyroid-tiredness',
    by: 'dr-ananya-iyer',
    title: 'Always Tired? Check Your Thyroid',
    category: "Women's Health",
    tags: ['thyroid', 'fatigue', 'women'],
    trending: 'no',
    image: 'women',
    imageAlt: "Illustration: a flower and a stethoscope, for women's health",
    date: '2026-03-30',
    description:
      'An underactive thyroid is common, especially in women, and easy to miss: tiredness, weight gain, feeling cold, dry skin and heavy periods are typical signs.\n\nA simple TSH blood test answers the question. If it is low on thyroid hormone, a daily tablet taken on an empty stomach usually restores energy within weeks.\n\nDo not start iodine or herbal thyroid supplements without a test; they can make some thyroid conditions worse.',
  }),
  blog({
    id: 'childhood-vaccines',
    by: 'dr-ananya-iyer',
    review: { by: 'dr-rohan-kulkarni', date: '2026-04-10' },
    title: 'Catch-Up Vaccines for School-Age Children',
    category: "Children's Health",
    tags: ['vaccination', 'children'],
    trending: 'no',
    image: 'children',
    imageAlt: "Illustration: a child's vaccination card and a teddy bear",
    date: '2026-03-12',
    description:
      'Missed a booster during a move or an illness? It is almost never too late to catch up.\n\nBring your child’s vaccination card and we will check it against the current national schedule, including typhoid, hepatitis A, chickenpox and the HPV vaccine for older children.\n\nMild fever and a sore arm for a day are common after vaccines. High fever, a rash or unusual drowsiness should be checked by a doctor.',
  }),
  blog({
    id: 'blood-pressure-home',
    by: 'dr-rohan-kulkarni',
    title: 'Measuring Blood Pressure Correctly at Home',
    category: 'Health Tips and Advice',
    tags: ['blood pressure', 'heart health'],
    trending: 'no',
    image: 'tips',
    imageAlt: 'Illustration: a light bulb over a medicine box, for health tips',
    date: '2026-02-26',
    description:
      'Home readings help your doctor far more than one reading at the clinic, if they are taken the right way.\n\nSit quietly for five minutes, back supported, feet flat and arm resting at heart level. No tea, coffee or smoking for thirty minutes before. Take two readings a minute apart, morning and evening, for a week.\n\nWrite them down with the date and time, and bring the list and the machine to your next visit so we can check it.',
  }),
  blog({
    id: 'patient-story-migraine',
    title: 'A Patient’s Story: Fewer Migraines After Years of Pain',
    category: 'Patient Stories and Experiences',
    tags: ['migraine', 'acupuncture', 'headache'],
    trending: 'no',
    image: 'story',
    imageAlt: "Illustration: a speech bubble with a heart, for a patient's story",
    date: '2026-02-10',
    description:
      'Meera, a 34-year-old software engineer, had migraines three or four times a month for ten years. (Shared with her permission; details changed.)\n\nWe started with a headache diary, which showed skipped lunches and late screens as triggers. A preventive tablet, regular meals and a course of acupuncture followed.\n\nSix months later she has one mild migraine a month. Every person is different, but a careful plan often helps more than any single treatment.',
  }),
  blog({
    id: 'new-year-checkup',
    by: 'dr-ananya-iyer',
    title: 'Which Health Check-Ups Do You Really Need?',
    category: 'General Health and Wellness',
    tags: ['check-up', 'screening', 'prevention'],
    trending: 'no',
    image: 'wellness',
    imageAlt: 'Illustration: a green leaf and a heart, for general wellness',
    date: '2026-01-25',
    description:
      'Large packages of tests are not always better. What you need depends on your age, family history and habits.\n\nMost adults benefit from a blood pressure check every year, blood sugar and cholesterol every one to three years, and age-appropriate cancer screening such as a Pap smear for women.\n\nBook a consultation first; we will suggest the tests that are worth doing for you and explain the results in plain language.',
  }),
];

/** A seeded comment and the post it belongs to (blogs/{blogId}/comments in Firestore). */
export type SeedComment = BlogComment & { blogId: string };

export const seedComments: SeedComment[] = [
  {
    blogId: 'monsoon-fevers',
    id: 'monsoon-fevers-arjun',
    createdAt: new Date('2026-07-03T18:12:00+05:30'),
    userId: 'demo-patient',
    name: 'Arjun Mehta',
    body: 'Very clear, thank you. I did not know ibuprofen should be avoided before a dengue test.',
    staff: false,
  },
  {
    blogId: 'monsoon-fevers',
    id: 'monsoon-fevers-kavya',
    createdAt: new Date('2026-07-03T20:05:00+05:30'),
    userId: 'demo-admin',
    name: 'Dr. Kavya Rao',
    body: 'Glad it helped, Arjun. Paracetamol is the safe choice until the test result is back.',
    staff: true,
  },
  {
    blogId: 'diabetes-plate',
    id: 'diabetes-plate-arjun',
    createdAt: new Date('2026-06-06T09:40:00+05:30'),
    userId: 'demo-patient',
    name: 'Arjun Mehta',
    body: 'The ten-minute walk after dinner has made a real difference to my morning readings.',
    staff: false,
  },
];
