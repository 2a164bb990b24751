import { useEffect, useState, type ComponentType } from 'react';
import { whenSessionMayExist } from '../../stores/session-hint';

/** The footer's My account group, for logged-in people only; the session code loads only when one may exist (hydrated when the footer is scrolled to). */
export default function FooterAccountLinks() {
  const [Links, setLinks] = useState<ComponentType | null>(null);
  useEffect(() => whenSessionMayExist(() => void import('./AccountLinks').then((mod) => setLinks(() => mod.default))), []);
  // Until then an empty cell keeps the footer's column and gives the client:visible directive something to watch.
  return Links ? <Links /> : <div />;
}
