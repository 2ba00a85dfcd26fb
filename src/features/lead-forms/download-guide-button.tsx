import { LeadDialogLink } from '../../components/lead-buttons'
import { formPagePath } from '../../forms/form-pages'

/** Opens the download-guide dialog for one guide. Its name says which guide, as cards sit side by side. */
export function DownloadGuideButton({ guide }: { guide: { value: string; label: string } }) {
  return (
    <LeadDialogLink
      request={{ form: 'download-guide', values: { guide: guide.value } }}
      href={formPagePath('download-guide', { guide: guide.value })}
      variant="primary"
    >
      Download free: {guide.label}
    </LeadDialogLink>
  )
}
