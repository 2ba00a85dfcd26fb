import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pages/meta'
import { BuyBusinessPage } from '../features/business-sale/buy-page'
import { PageForm } from '../features/lead-forms/page-form'
import { seo } from '../lib/seo'

export const Route = createFileRoute('/buy-business')({
  head: () =>
    seo({ path: '/buy-business', title: pageMeta.buyBusiness.title, description: pageMeta.buyBusiness.description }),
  component: () => <BuyBusinessPage enquiryForm={<PageForm kind="buy-business" />} />,
})
