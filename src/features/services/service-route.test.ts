import { describe, expect, it } from 'vitest'
import { servicePageCopy } from '../../content/service-pages'
import { services } from '../../content/services-catalogue'
import { loadServicePage } from './service-route'

describe("a service page's loader (decision 240)", () => {
  it.each(services.map((service) => service.slug))('%s: gets its own long copy from its group', async (slug) => {
    const { copy } = await loadServicePage(slug)
    expect(copy).toEqual(servicePageCopy(slug))
    expect(copy).not.toBeNull()
  })
})
