/** Dates as the clinic's readers write them (India English), through Intl. */
const monthDay = new Intl.DateTimeFormat('en-IN', { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatMonthDay = (date: Date | null) => (date ? monthDay.format(date) : '');
export const formatDate = (date: Date | null) => (date ? fullDate.format(date) : '');
export const formatDateTime = (date: Date | null) => (date ? dateTime.format(date) : '');
