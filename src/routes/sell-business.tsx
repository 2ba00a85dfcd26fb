import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { SellBusinessPage } from '../features/business-sale/sell-page'
import { PageForm } from '../features/lead-forms/page-form'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/sell-business')({
  head: () =>
    seo({ path: '/sell-business', title: pageMeta.sellBusiness.title, description: pageMeta.sellBusiness.description }),
  component: () => <SellBusinessPage enquiryForm={<PageForm kind="sell-business" />} />,
})
