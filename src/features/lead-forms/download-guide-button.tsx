import { button } from '../../components/ui/button'
import { requestDialog, signalDialogIntent } from '../../lib/dialog-requests'

/** Opens the download-guide dialog for one guide. Its name says which guide, as cards sit side by side. */
export function DownloadGuideButton({ guide }: { guide: { value: string; label: string } }) {
  return (
    <button
      type="button"
      className={button({ variant: 'primary' })}
      onPointerEnter={signalDialogIntent}
      onFocus={signalDialogIntent}
      onClick={(event) => requestDialog({ kind: 'download-guide', guide, trigger: event.currentTarget })}
    >
      Download free: {guide.label}
    </button>
  )
}
