import type { LocationMessages } from './messages';

export const messages = {
  heading: 'हमारा पता',
  lead: (district: string, city: string) =>
    `हमारा क्लिनिक ${district}, ${city} में है। बिना अपॉइंटमेंट के भी आ सकते हैं; अपॉइंटमेंट वाले मरीज़ों को पहले देखा जाता है।`,
  openInMaps: 'Google Maps में खोलें',
  openInMapsLabel: 'Google Maps में खोलें (नए टैब में खुलता है)',
} satisfies LocationMessages;
