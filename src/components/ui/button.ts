import { cva, type RecipeVariantProps } from 'styled-system/css'

/** The site's one button look, for <button> and for links styled as buttons. */
export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'lg',
    borderWidth: '2px',
    borderColor: 'transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background 150ms, color 150ms, border-color 150ms',
    // A long label wraps inside the window rather than pushing the page sideways (320 px, 200 % text).
    textAlign: 'center',
    textWrap: 'balance',
    maxW: 'full',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: { bg: 'teal.600', color: 'white', _hover: { bg: 'teal.700' } },
      secondary: { bg: 'navy.800', color: 'white', _hover: { bg: 'navy.900' } },
      outline: { bg: 'white', color: 'navy.800', borderColor: 'navy.800', _hover: { bg: 'navy.50' } },
      ghost: { bg: 'transparent', color: 'navy.800', _hover: { bg: 'navy.50' } },
      light: { bg: 'white', color: 'navy.900', _hover: { bg: 'navy.50' } },
    },
    size: {
      sm: { fontSize: 'sm', px: '3', py: '1.5', minH: '10' },
      md: { fontSize: 'md', px: '5', py: '2.5', minH: '11' },
      lg: { fontSize: 'lg', px: '6', py: '3', minH: '12' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

export type ButtonVariants = RecipeVariantProps<typeof button>
