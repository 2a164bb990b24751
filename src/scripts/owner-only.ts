// A profile is a public, cached page: the owner's own actions (marked `data-owner-only`, hidden in the
// HTML) appear only in the owner's browser, at load, when the owner signs in on the page, and when live
// rows were replaced by fresh ones. The page names its owner on an element's `data-profile-owner`.
import { readStored } from '../stores/storage';
import { SESSION_EVENT } from '../stores/session-hint';
import { isTokenValid, readAccessToken } from '@shared/lib/session';
import { LIVE_ROWS_EVENT } from './live-rows-event';

const showOwnerActions = () => {
  const owner = document.querySelector<HTMLElement>('[data-profile-owner]')?.dataset['profileOwner'];
  const session = readAccessToken(readStored('accessToken') ?? '');
  if (owner && session && session.address === owner && isTokenValid(session.token, Math.floor(Date.now() / 1000))) {
    for (const el of document.querySelectorAll<HTMLElement>('[data-owner-only]')) el.hidden = false;
  }
};
showOwnerActions();
window.addEventListener(SESSION_EVENT, showOwnerActions);
window.addEventListener(LIVE_ROWS_EVENT, showOwnerActions);
