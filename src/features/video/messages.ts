import { defineMessages } from '../../i18n/messages';

/** The video visit's page (/visit/:id): joining, the patient's consent, and the call itself. */
const en = {
  pageTitle: 'Video visit',
  heading: (doctor: string) => `Video visit with ${doctor}`,
  loading: 'Loading your video visit…',
  loadFailed: 'The video visit could not be loaded. Please check your connection and reload the page.',
  notYours: (phone: string) =>
    `This video visit is not one of this account's. Only the patient who booked it and their doctor can join it. If you booked it with another account, please log out and log in with that one; otherwise call us on ${phone}.`,
  notVideo: 'This appointment is at the clinic, not by video.',
  notBooked: 'This video visit was cancelled or is over: there is no call to join.',
  opensAt: (when: string) => `The call opens at ${when} (clinic time), 15 minutes before the visit. Please come back then.`,
  closed: (phone: string) =>
    `The call closed 30 minutes after the visit's end. If you still need to speak to the doctor, please call us on ${phone}.`,
  when: (when: string, minutes: number) => `${when}, ${minutes} minutes (clinic time)`,
  doctorLine: (doctor: string, registration: string, council: string) => `${doctor}, registration ${registration}, ${council}`,
  patientLine: (patient: string) => `Patient: ${patient}`,
  demoOnly:
    'This is the demo site: it keeps its data in this one browser, so it cannot connect two browsers for a real call. On the clinic’s site, the patient and the doctor see and hear each other here.',

  // Before the patient's first join.
  confirmHeading: 'Before you join',
  confirmLead:
    'Please confirm who the doctor will see. A video consultation follows India’s Telemedicine Practice Guidelines (2020): the doctor may ask you to visit the clinic if they cannot advise you well by video.',
  name: 'Patient’s name',
  age: 'Patient’s age (years)',
  phone: 'Phone number the doctor can call if the video fails',
  adult: 'Name of the adult with the patient',
  adultHint: 'The patient is under 18: an adult must be present during the consultation.',
  consent: 'I consent to a consultation by video. Nothing of the call is recorded.',
  privacyLink: 'Privacy notice',
  joinButton: 'Join the video visit',
  joining: 'Joining…',
  nameProblem: 'Please enter the patient’s name.',
  ageProblem: 'Please enter the age in whole years, from 0 to 120.',
  phoneProblem: 'Please enter a phone number of 7 to 15 digits.',
  adultProblem: 'Please name the adult who is with the patient.',
  consentProblem: 'Please tick the consent to join by video.',
  saveFailed: 'Your details could not be saved, so you have not joined yet. Please check your connection and try again.',

  // The call.
  callLabel: 'Video call',
  you: 'You',
  waitingFor: (name: string) => `Waiting for ${name} to join…`,
  connecting: (name: string) => `Connecting to ${name}…`,
  connected: (name: string) => `Connected with ${name}`,
  reconnecting: (name: string) => `Reconnecting to ${name}… The call comes back by itself.`,
  failed: (phone: string) =>
    `The call could not connect. Your network may block video calls. It keeps trying; you can also try again, or call the clinic on ${phone} and we will help.`,
  ended: 'The call has ended.',
  endedBy: (name: string) => `${name} ended the call.`,
  starting: 'Starting your camera and microphone…',
  mediaDenied: (phone: string) =>
    `The camera and microphone could not be used. Please allow them for this site in your browser's settings and reload the page, or call us on ${phone}.`,
  refused: (phone: string) => `The call could not be reached: it may have closed. Please reload the page, or call us on ${phone}.`,
  micOff: 'Turn microphone off',
  micOn: 'Turn microphone on',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  audioOnly: 'Audio only',
  audioOnlyHint: 'For a weak connection: your video stops, the sound goes on.',
  switchCamera: 'Switch camera',
  hangUp: 'Hang up',
  tryAgain: 'Try again',
  joinAgain: 'Join again',
  backToAppointments: 'My appointments',
  yourVideo: 'Your camera',
  theirVideo: (name: string) => `${name}'s camera`,
  noRecording: 'Nothing of this call is recorded.',
};
export type VideoMessages = typeof en;

export const videoMessages = defineMessages('src/features/video/messages.ts', en);
