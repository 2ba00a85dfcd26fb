import { describe, expect, it } from 'vitest'
import { dynamicRouteValues, prerenderPaths } from '../prerender-paths'
import { createRouter } from '../router'
import { pagePaths, type RouteNode, routeIdForFile, walkRoutes } from './route-tree'

const tree = () => createRouter().routeTree as unknown as RouteNode
const params = dynamicRouteValues

describe('the route tree as the prerender reads it', () => {
  it('walks every route of the router', () => {
    const ids = walkRoutes(tree()).map((r) => r.id)
    expect(ids[0]).toBe('__root__')
    expect(ids).toEqual(expect.arrayContaining(['/', '/about', '/services/', '/services/$slug', '/shop/$guide']))
  })

  it('lists the same pages as the content catalogue the tests and sitemap use', () => {
    const paths = pagePaths(tree(), params)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual([...prerenderPaths].sort())
  })

  it('refuses a dynamic route without values, and values for no route', () => {
    expect(() => pagePaths(tree(), { ...params, '/services/$slug': [] })).toThrow(/services\/\$slug is dynamic/)
    expect(() => pagePaths(tree(), { ...params, '/blog/$post': ['x'] })).toThrow(/not a route/)
  })

  it('maps route files to route ids and refuses unknown files', () => {
    const root = tree()
    expect(routeIdForFile(root, 'routes/__root')).toBe('__root__')
    expect(routeIdForFile(root, 'routes/index')).toBe('/')
    expect(routeIdForFile(root, 'routes/about')).toBe('/about')
    expect(routeIdForFile(root, 'routes/services/index')).toBe('/services/')
    expect(routeIdForFile(root, 'routes/services/$slug')).toBe('/services/$slug')
    expect(() => routeIdForFile(root, 'routes/blog')).toThrow(/No route/)
  })
})
