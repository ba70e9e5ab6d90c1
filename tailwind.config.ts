import type { Config } from 'tailwindcss';

// Theme tokens: a soft, warm palette with text contrast of WCAG AA or better on `surface`.
// Red (`danger`) is kept for errors and the quick exit only.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        surface: { DEFAULT: '#fdf8f4', raised: '#ffffff', sunken: '#f6ece6' },
        ink: { DEFAULT: '#2b2330', muted: '#5a4f60' },
        brand: {
          50: '#fbf1f5',
          100: '#f5dfe9',
          200: '#ebbfd3',
          500: '#a4456f',
          600: '#8c3a5f',
          700: '#73304e',
          800: '#5b263e',
        },
        calm: { 100: '#e3f1ee', 600: '#2f6b63', 700: '#25564f' },
        danger: { 100: '#fde8e7', 600: '#b42318', 700: '#912018' },
        success: { 600: '#1f7a3d' },
      },
      fontFamily: {
        // System fonts only: they render the Indian scripts well and need no download.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Noto Sans Devanagari"',
          '"Noto Sans Bengali"',
          '"Noto Sans Tamil"',
          '"Noto Sans Telugu"',
          '"Noto Sans Kannada"',
          '"Noto Sans Malayalam"',
          '"Noto Sans Gujarati"',
          '"Noto Sans Gurmukhi"',
          'sans-serif',
        ],
      },
      maxWidth: { prose: '68ch' },
      minHeight: { tap: '44px' },
      minWidth: { tap: '44px' },
    },
  },
} satisfies Config;
