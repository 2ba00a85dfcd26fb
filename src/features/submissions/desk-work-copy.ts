/** The words of the desk's follow-ups, My day and the promise report (issue 27), Australian English. */

// The follow-up's day and time are already on the support hours' clock: read as they are written.
const day = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** "14:30" as "2:30 pm". */
function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`
}

/** "Fri, 6 Mar 2026, 2:30 pm AEST", or "Fri, 6 Mar 2026, any time" without a time. */
export function followUpWhen(followUp: { date: string; time: string | null }): string {
  const date = new Date(`${followUp.date}T12:00:00Z`)
  const when = Number.isNaN(date.getTime()) ? followUp.date : day.format(date)
  return `${when}, ${followUp.time ? `${twelveHour(followUp.time)} AEST` : 'any time'}`
}

export const deskWorkCopy = {
  nav: { label: 'Desk views', leads: 'Leads', myDay: 'My day', report: 'How well we keep our word' },
  followUp: {
    heading: 'Follow-up',
    none: 'No follow-up set.',
    date: 'Follow-up date',
    dateHint: 'The day to get back to them, AEST',
    dateMissing: 'Enter the follow-up date',
    datePast: 'Choose a follow-up date from today on',
    dateTooFar: (years: number) => `Choose a follow-up date within ${years} years`,
    time: 'Time (optional)',
    timeHint: 'AEST, like 2:30 pm. Leave it empty for any time that day: it then falls due at 8 am.',
    timeWrong: 'Enter the time as hours and minutes, like 2:30 pm',
    note: 'What to follow up (optional)',
    noteHint: 'A few words: it is kept with the lead and deleted with it',
    save: 'Save follow-up',
    clear: 'Clear follow-up',
    saved: 'Follow-up saved.',
    cleared: 'Follow-up cleared.',
  },
  myDay: {
    title: 'My day',
    intro: (today: string) =>
      `Your leads and follow-ups for today, ${today} (AEST, the support hours' clock), soonest first. Open a lead to work on it here.`,
    overdue: 'Overdue leads',
    overdueNone: 'None of your leads is overdue.',
    dueToday: 'Due later today',
    dueTodayNone: 'None of your leads falls due later today.',
    followUps: 'Follow-ups due',
    followUpsNone: 'No follow-up is due today.',
    followUpsHelp:
      'Follow-ups on your leads, and those you set on leads nobody owns, due today or before: overdue ones first. A lead listed above shows its follow-up on its card there.',
    archivedFollowUps: 'Follow-ups on archived leads',
    archivedFollowUpsHelp:
      'These leads are archived, so they are not counted as today’s work. Move a lead back to Contacted to work on it again, or clear its follow-up.',
    /** Under a list that holds more than it shows, or after "Show more". */
    showing: (shown: number, total: number) =>
      shown >= total
        ? `Showing all ${total.toLocaleString('en-AU')}.`
        : `Showing ${shown.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')}.`,
    showMore: (list: string) => `Show more ${list.toLowerCase()}`,
    showMoreAtMost:
      'That is as many as My day shows at once: find the rest in the Leads list with its filters (owner: me).',
    loading: 'Loading your day…',
    refresh: 'Refresh',
  },
  report: {
    title: 'How well we keep our word',
    intro:
      'For the leads received over the chosen days (Melbourne dates): how soon each was first contacted, in clock hours and in support hours, and how many were contacted by the time the desk showed as due. A first contact is the first move to Contacted, Booked or Won; a reply from the lead marks it contacted the same way. A lead still waiting that is not yet due is left out of the share.',
    from: 'From',
    to: 'To',
    show: 'Show report',
    loading: 'Working out the report…',
    csv: 'Download CSV',
    rangeMissing: 'Enter a date',
    rangeOrder: 'The "from" date must not be after the "to" date',
    wholeRange: 'The whole range',
    byWeek: 'Week by week',
    allForms: 'All forms',
    allWeeks: 'All weeks',
    nothing: 'No leads were received over these days.',
    reasons: 'Not-a-fit reasons',
    noReasons: 'None given',
    columns: {
      week: 'Week starting',
      form: 'Form',
      received: 'Leads received',
      contacted: 'Contacted',
      median: 'Median to first contact',
      p90: '90th percentile to first contact',
      within: 'Contacted within the promise',
      bookings: 'Bookings confirmed',
      notFit: 'Not a fit',
    },
  },
}
