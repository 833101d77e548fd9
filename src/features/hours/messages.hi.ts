import type { HoursMessages } from './messages';
import type { HoursEditorMessages } from './editorMessages';

export const messages = {
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

export const editorMessages = {
  title: 'खुलने का समय',
  bookingRules: 'ऑनलाइन बुकिंग के नियम',
  bookingRulesLoading: 'बुकिंग के नियम लोड हो रहे हैं…',
  hoursLoading: 'खुलने का समय लोड हो रहा है…',
  hoursLoadFailed: 'खुलने का समय लोड नहीं हो सका। कृपया कनेक्शन जाँचें और पेज फिर से लोड करें।',
  timesMissing: (day: string) => `कृपया ${day} के खुलने और बंद होने का समय दें।`,
  closesBeforeOpening: (day: string) => `${day} को बंद होने का समय खुलने के समय के बाद होना चाहिए।`,
  closureDateMissing: 'कृपया वह तारीख चुनें जिस दिन क्लिनिक बंद रहेगा।',
  closureDatePast: 'कृपया आज की या आगे की कोई तारीख चुनें।',
  closureTaken: (reason: string) => `उस दिन पहले से छुट्टी है (${reason})।`,
  closureReasonMissing: 'कृपया वह कारण लिखें जो मरीज़ देखेंगे, जैसे दिवाली।',
  tooManyClosures: (max: number) => `ज़्यादा से ज़्यादा ${max} छुट्टियाँ रखी जा सकती हैं। कृपया पहले एक हटाएँ।`,
  timesNote: 'समय क्लिनिक के हैं (भारतीय मानक समय)। मरीज़ ये समय साइट पर देखते हैं, और छुट्टी वाले दिन के लिए अपॉइंटमेंट का अनुरोध नहीं कर सकते।',
  everyWeek: 'हर हफ़्ते',
  openOn: (day: string) => `${day} को खुला`,
  opensLabel: (day: string) => `${day} खुलने का समय`,
  closesLabel: (day: string) => `${day} बंद होने का समय`,
  closedDates: 'इन तारीखों को बंद',
  pastClosures: (count: number) =>
    count === 1 ? 'सहेजने पर बीती हुई एक छुट्टी हटा दी जाएगी।' : `सहेजने पर बीती हुई ${count} छुट्टियाँ हटा दी जाएँगी।`,
  noClosures: 'आगे कोई छुट्टी नहीं है।',
  remove: 'हटाएँ',
  removeWhich: (date: string) => ` (${date} की छुट्टी)`,
  reasonTranslationsHint: 'वैकल्पिक: हर कारण कन्नड़ और हिन्दी में। जहाँ खाली छोड़ा जाए, उन पृष्ठों पर अंग्रेज़ी कारण दिखता है।',
  closureDate: 'छुट्टी की तारीख',
  reason: 'कारण',
  reasonHint: 'यह मरीज़ों को दिखता है, जैसे दिवाली।',
  addClosure: 'छुट्टी जोड़ें',
  closureKeptNote: 'यहाँ जोड़ी गई छुट्टी समय सहेजने के बाद ही बनी रहती है।',
  saveHours: 'समय सहेजें',
} satisfies HoursEditorMessages;
