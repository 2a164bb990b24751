// The card size switch of the long grids (src/components/DensitySwitch): sets <html data-density>, which
// the grids' CSS follows, and keeps the choice in this browser's storage (the inline head script reads it
// back before first paint). Clicks made before this script ran were kept and are replayed here.
import { readStored, writeStored } from '../stores/storage';
import { takeCapturedClicks } from './captured-clicks';

const ACTION = 'density';
type Density = 'large' | 'small';

const densityOf = (value: string | null | undefined): Density => (value === 'small' ? 'small' : 'large');

function show(density: Density): void {
  document.documentElement.setAttribute('data-density', density);
  for (const button of document.querySelectorAll<HTMLElement>('[data-density-choice]')) {
    button.setAttribute('aria-pressed', String(button.dataset['densityChoice'] === density));
  }
}

function choose(button: HTMLElement): void {
  const density = densityOf(button.dataset['densityChoice']);
  writeStored('gridDensity', density === 'small' ? 'small' : null);
  show(density);
}

export function wireDensitySwitch(): void {
  show(densityOf(readStored('gridDensity')));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-density-choice]');
    if (button) choose(button);
  });
  document.documentElement.setAttribute(`data-${ACTION}-ready`, '');
  for (const click of takeCapturedClicks(document.body, ACTION)) choose(click.button);
}
