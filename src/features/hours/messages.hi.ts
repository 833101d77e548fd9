import type { HoursMessages } from './messages';

export default {
  openingHours: 'खुलने का समय',
  closed: 'बंद',
  closedOn: 'इन दिनों बंद रहेगा',
  usualHours: 'यह हमारा सामान्य समय है। छुट्टियों की जानकारी के लिए कृपया हमें फ़ोन करें।',
  openNow: (closes: string) => `अभी खुला है · ${closes} बजे बंद होगा`,
  closedNow: 'अभी बंद है',
  closedToday: (reason: string) => `आज बंद है (${reason})`,
  opensNext: (closed: string, day: string, opens: string) => `${closed} · ${day} ${opens} बजे खुलेगा`,
  today: 'आज',
  tomorrow: 'कल',
} satisfies HoursMessages;
