import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session';

export default function AccountLinks() {
  const session = useStore($session);
  if (!session) return null;
  const base = `/profile/${session.address}`;
  const links = [
    { href: base, label: 'Profile' },
    { href: `${base}/activity`, label: 'Activity' },
    { href: `${base}/offers`, label: 'Offers' },
    { href: `${base}/bids`, label: 'Bids' },
  ];
  return (
    <nav aria-labelledby="footer-account">
      <h2 id="footer-account" className="mb-3 font-bold">
        My account
      </h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <a className="hover:underline" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
