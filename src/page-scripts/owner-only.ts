// A profile is a public, cached page: the owner's own actions (marked `data-owner-only`, hidden in the
// HTML) appear only in the owner's browser, at load, when the owner signs in on the page, and when live
// rows were replaced by fresh ones. The page names its owner on an element's `data-profile-owner`.
import { storedSessionAddress } from '../stores/stored-session';
import { SESSION_EVENT } from '../stores/session-hint';
import { LIVE_ROWS_EVENT } from './live-rows-event';

const showOwnerActions = () => {
  const owner = document.querySelector<HTMLElement>('[data-profile-owner]')?.dataset['profileOwner'];
  if (owner && storedSessionAddress() === owner) {
    for (const el of document.querySelectorAll<HTMLElement>('[data-owner-only]')) el.hidden = false;
  }
};
showOwnerActions();
window.addEventListener(SESSION_EVENT, showOwnerActions);
window.addEventListener(LIVE_ROWS_EVENT, showOwnerActions);
