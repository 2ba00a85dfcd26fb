import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'

/** Share of the image that must be on screen before it loads (spec §4). */
export const LAZY_IMAGE_THRESHOLD = 0.1

export interface LazyImageProps {
  src: string
  /** Required. Use '' for a decorative image. */
  alt: string
  /** Intrinsic size in CSS pixels: the placeholder and the image reserve exactly this box. */
  width: number
  height: number
  /** Above-the-fold images: render the <img> straight away with fetchpriority="high". */
  eager?: boolean
  /** Applied to the placeholder and to the image alike. */
  className?: string
}

const imageStyle = css({ display: 'block', maxWidth: '100%', height: 'auto' })

const placeholderStyle = css({
  display: 'block',
  maxWidth: '100%',
  bg: 'navy.50',
  borderRadius: 'md',
  '& img': { display: 'block', width: '100%', height: 'auto' },
})

/**
 * An image that shows a same-sized placeholder until at least 10% of it is visible, then renders the
 * real <img loading="lazy">. Nothing reads the window during render, so the prerendered HTML (the
 * placeholder, or the image when `eager`) matches the first client render.
 */
export function LazyImage({ src, alt, width, height, eager = false, className }: LazyImageProps) {
  const [visible, setVisible] = useState(eager)
  const placeholderRef = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    if (eager || visible) return
    const element = placeholderRef.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= LAZY_IMAGE_THRESHOLD)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [eager, visible])

  if (visible) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        className={cx(imageStyle, className)}
      />
    )
  }

  const fallback = (
    <noscript>
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </noscript>
  )
  const placeholderProps = {
    ref: placeholderRef,
    'data-lazy-placeholder': '',
    className: cx(placeholderStyle, className),
    style: { width: `${width}px`, aspectRatio: `${width} / ${height}` },
  }
  // The placeholder stands in for the image, so it carries the image's text alternative.
  return alt ? (
    <span role="img" aria-label={alt} {...placeholderProps}>
      {fallback}
    </span>
  ) : (
    <span aria-hidden="true" {...placeholderProps}>
      {fallback}
    </span>
  )
}
