/** The desk page's panel of leads this browser could not send yet (its local backups). */
export const localBackupsCopy = {
  heading: 'Unsent leads saved in this browser',
  none: 'None. Every lead from this browser has reached the server.',
  saved: (when: string) => `saved ${when}`,
  retries: (count: number) => `${count} automatic ${count === 1 ? 'retry' : 'retries'}`,
  lastError: (error: string) => `last error: ${error}`,
  sendNow: 'Send now',
  sending: 'Sending…',
  unreachable: 'Could not reach the website, so nothing was sent. Check the connection, then press Send now again.',
  result: (delivered: number, remaining: number) => `${delivered} sent. ${remaining} still waiting.`,
  refusedHeading: 'Refused by the server: not sent again',
  serverSaid: (error: string) => `the server said: ${error}`,
}
