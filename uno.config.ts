import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3({ dark: 'media' })],
  theme: {
    // Text and accent colours that change with the colour scheme are CSS variables (set in the
    // preflight below), so every `text-ink-faint` or `text-brand` passes WCAG AA contrast (4.5:1) in
    // light and dark alike without a dark: variant at each use.
    colors: {
      brand: { DEFAULT: 'rgb(var(--c-brand) / %alpha)', dark: '#0b7d5c', deep: '#09654a', light: '#d9f6ec' },
      ink: { DEFAULT: 'rgb(var(--c-ink) / %alpha)', soft: 'rgb(var(--c-ink-soft) / %alpha)', faint: 'rgb(var(--c-ink-faint) / %alpha)' },
    },
  },
  preflights: [
    {
      // Shared states the islands and the inline click-capture script (src/page-scripts) set on server markup.
      getCSS: () => `
:root { --c-brand: 17 169 125; --c-ink: 15 20 25; --c-ink-soft: 74 85 96; --c-ink-faint: 91 101 112; --c-page: 255 255 255 }
@media (prefers-color-scheme: dark) {
  :root { --c-brand: 23 196 147; --c-ink: 230 237 243; --c-ink-soft: 177 186 196; --c-ink-faint: 154 164 174; --c-page: 13 17 23 }
}
[data-scroll-cue] { position: relative }
[data-scroll-cue]::before, [data-scroll-cue]::after { content: "" / ""; position: absolute; top: 0; bottom: 1px; z-index: 1; width: 3rem; display: flex; align-items: center; font-size: 1.5rem; font-weight: 700; line-height: 1; color: rgb(var(--c-ink-soft)); pointer-events: none; opacity: 0; transition: opacity .15s }
[data-scroll-cue]::before { left: 0; padding-left: .25rem; background: linear-gradient(to right, rgb(var(--c-page)) 45%, rgb(var(--c-page) / 0)) }
[data-scroll-cue]::after { right: 0; justify-content: flex-end; padding-right: .25rem; background: linear-gradient(to left, rgb(var(--c-page)) 45%, rgb(var(--c-page) / 0)) }
[data-scroll-cue][data-more-start]::before { content: "‹" / ""; opacity: 1 }
[data-scroll-cue][data-more-end]::after { content: "›" / ""; opacity: 1 }
@keyframes spin-once { to { transform: rotate(360deg) } }
.spinner { display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 9999px; animation: spin-once .7s linear infinite }
[data-capture][aria-busy="true"] { cursor: progress; filter: brightness(.92) }
[data-capture][aria-busy="true"]::after { content: ""; display: inline-block; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 9999px; animation: spin-once .7s linear infinite }
[data-role-pending] { display: none }
.cart-add[hidden] { display: none }
.has-session [data-role-pending] { display: flex }
.has-session [data-role-buttons] { display: none }
.has-session [data-visitor-only] { display: none }
/* A returning person's wallet corner resumes their session: the server's Connect button keeps its place unseen
   meanwhile (no "Connect" flash before their address), and shows after 4 s if the corner never loads. */
.has-session [data-wallet-placeholder] { visibility: hidden; animation: wallet-placeholder-reveal 0s 4s forwards }
@keyframes wallet-placeholder-reveal { to { visibility: visible } }
#page-progress { position: fixed; inset: 0 0 auto 0; height: 3px; z-index: 60; background: linear-gradient(90deg, transparent, #11a97d, transparent); background-size: 50% 100%; background-repeat: no-repeat; animation: progress-slide 1s ease-in-out infinite }
@keyframes progress-slide { from { background-position: -50% 0 } to { background-position: 150% 0 } }
[data-capture][aria-disabled="true"] { opacity: .5; cursor: default }
.filter-drawer ~ [aria-busy="true"] { opacity: .6; transition: opacity .15s }
[data-site-search] { container-type: inline-size }
/* A box too narrow for the placeholder (a phone's navbar beside a wallet) shows only its magnifier. */
@container (max-width: 7rem) { #site-search::placeholder { color: transparent } }
.rel-time { position: relative; cursor: help; border-bottom: 1px dotted currentColor }
.rel-time > .rel-time-tip { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }
.rel-time:hover > .rel-time-tip, .rel-time:focus > .rel-time-tip { width: auto; height: auto; overflow: visible; clip-path: none; right: 0; bottom: calc(100% + 4px); z-index: 20; padding: .25rem .5rem; border-radius: .375rem; background: #111827; color: #fff; font-size: .75rem; font-weight: 400 }
form[data-filter-form][data-live] [data-filter-buttons] { display: none }
@media (max-width: 1023.98px) {
  .filter-drawer[open] > .filter-sheet { position: fixed; inset: auto 0 0 0; z-index: 50; max-height: 80vh; overflow-y: auto; border-radius: 1rem 1rem 0 0; box-shadow: 0 -8px 30px rgb(0 0 0 / .25) }
  form[data-filter-form][data-live] [data-filter-done] { display: flex }
}
details[data-more-menu][open] > summary::before { content: ""; position: fixed; inset: 0; z-index: 40; cursor: default }
/* The header fits 44 px controls from 320 px (Navbar.astro): below 375 px the cart moves into the Menu (whose
   button shows the count), and below 390 px the account block's balance drops its unit from view. */
@media (max-width: 374.98px) { nav [data-header-cart] { display: none } }
@media (min-width: 375px) { nav :is([data-menu-cart], [data-menu-cart-count]) { display: none !important } }
@media (max-width: 389.98px) { [data-navbar-unit] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap } }
@media (max-width: 639.98px) {
  form[data-site-search]:focus-within { position: absolute; inset: .625rem 1rem auto 1rem; z-index: 50 }
  form[data-site-search]:focus-within input { max-width: none; background: rgb(var(--c-page)) }
  details[data-more-menu][open] > summary::before { background: rgb(0 0 0 / .4) }
  details[data-more-menu] > .more-sheet { position: fixed; inset: auto 0 0 0; border-radius: 1rem 1rem 0 0; padding: .75rem .75rem max(1rem, env(safe-area-inset-bottom)) }
}
@media (max-width: 767.98px) {
  .activity-table, .activity-table tbody { display: block }
  .activity-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
  .activity-table tr { display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "event date" "item item" "price price" "from to"; gap: .25rem .75rem; padding: .75rem 1rem }
  .activity-table td { display: block; padding: 0; min-width: 0 }
  .activity-table td[data-cell="event"] { grid-area: event }
  .activity-table td[data-cell="date"] { grid-area: date; text-align: right; font-size: .75rem }
  .activity-table td[data-cell="item"] { grid-area: item }
  .activity-table td[data-cell="price"] { grid-area: price }
  .activity-table td[data-cell="from"] { grid-area: from }
  .activity-table td[data-cell="to"] { grid-area: to; text-align: right }
  .activity-table td[data-label]::before { content: attr(data-label) " "; font-size: .75rem; color: rgb(var(--c-ink-faint)) }
}
@media (min-width: 1024px) {
  .filter-drawer::details-content { content-visibility: visible; display: contents }
  /* The filters stay in view while the results scroll (under the 4rem sticky navbar); taller than the
     screen, they scroll on their own. */
  .filter-drawer { position: sticky; top: 5rem }
  .filter-drawer > .filter-sheet { max-height: calc(100vh - 6rem); overflow-y: auto; overscroll-behavior: contain }
}
html:not([data-density]) :is([data-density-switch], .cart-add, .cart-open) { display: none }
.cart-badge { display: none }
html[data-cart-count] .cart-badge { display: block }
.cart-badge:empty::after { content: var(--cart-count) }
.cart-add[aria-pressed="true"] { border-color: rgb(var(--c-brand)); background: rgb(var(--c-brand) / .12) }
html[data-density="large"] [data-density-choice="large"], html[data-density="small"] [data-density-choice="small"] { background: rgb(var(--c-brand) / .15); color: rgb(var(--c-ink)) }
html[data-density="small"] .browse-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .5rem }
html[data-density="small"] .browse-grid article > div:last-child { padding: .5rem }
html[data-density="small"] .browse-grid .cart-add { padding: .25rem }
html[data-density="small"] .browse-grid article :is(h3, .text-sm) { font-size: .75rem; line-height: 1rem }
html[data-density="small"] .browse-grid article .whitespace-nowrap { white-space: normal; overflow-wrap: anywhere }
html[data-density="small"] .browse-grid .cart-add [data-cart-label] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }
@media (min-width: 640px) { html[data-density="small"] .browse-grid { grid-template-columns: repeat(4, minmax(0, 1fr)) } }
@media (min-width: 1024px) { html[data-density="small"] .browse-grid { grid-template-columns: repeat(6, minmax(0, 1fr)) } }
@media (min-width: 1280px) { html[data-density="small"] .browse-grid { grid-template-columns: repeat(7, minmax(0, 1fr)) } }
@media (prefers-reduced-motion: reduce) { .spinner, [data-capture][aria-busy="true"]::after { animation-duration: 2s } }
`,
    },
  ],
  shortcuts: {
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-600 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50',
    'btn-primary': 'btn bg-brand-dark text-white hover:bg-brand-deep',
    'btn-ghost': 'btn border border-gray-300 dark:border-gray-700 hover:bg-gray-100 dark:hover:bg-gray-800',
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6',
    link: 'underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand rounded',
  },
});
