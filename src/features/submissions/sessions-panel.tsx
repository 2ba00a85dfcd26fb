import { button } from '../../components/ui/button'
import { deskCopy } from './desk-copy'
import { styles } from './desk-styles'

/** Ending every session of this member of staff, on every device. */
export function SessionsPanel(props: { loggingOut: boolean; onLogoutEverywhere: () => void }) {
  return (
    <section aria-labelledby="desk-sessions-heading" className={styles.section}>
      <h2 id="desk-sessions-heading" className={styles.h2}>
        {deskCopy.sessionsHeading}
      </h2>
      <p className={styles.help}>{deskCopy.sessionsHelp}</p>
      <div className={styles.toolbar}>
        <button
          type="button"
          onClick={props.onLogoutEverywhere}
          disabled={props.loggingOut}
          className={button({ variant: 'outline', size: 'md' })}
        >
          {deskCopy.logOutEverywhere}
        </button>
      </div>
    </section>
  )
}
