import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3({ dark: 'media' })],
  theme: {
    colors: {
      brand: { DEFAULT: '#11a97d', dark: '#0b7d5c', light: '#d9f6ec' },
      ink: { DEFAULT: '#0f1419', soft: '#4a5560', faint: '#5b6570' },
    },
  },
  shortcuts: {
    'btn': 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50',
    'btn-primary': 'btn bg-brand-dark text-white hover:bg-brand',
    'btn-ghost': 'btn border border-gray-300 dark:border-gray-700 hover:bg-gray-100 dark:hover:bg-gray-800',
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6',
    'link': 'underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand rounded',
  },
});
