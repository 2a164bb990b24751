// The profile form: username, bio, socials and an avatar chosen among the owner's own NFTs, checked
// with the API's own request schema and sent to POST /user with the session's token (the server
// takes the address from that token: nobody else can change it). The API's field error shows next
// to its field.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createMarketplaceApi } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { upsertUserRequestSchema } from '@shared/contract/requests/users';
import { USERNAME_MAX, USERNAME_MIN } from '@shared/contract/requests/username';
import type { Nft } from '@shared/contract/schemas';
import { mediaSrc } from '@shared/lib/media-url';
import Modal from '~/ui/Modal';
import { ACTION_SHELL_ID } from '../../market/action-shell';
import type { ProfileEditProps } from './types';

const TEXT_FIELDS = [
  ['username', 'Username', ''],
  ['bio', 'Bio', ''],
  ['twitter', 'Twitter', '@handle or https://…'],
  ['instagram', 'Instagram', '@handle or https://…'],
  ['facebook', 'Facebook', '@handle or https://…'],
  ['link', 'Website', 'https://…'],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];
type Values = Record<TextField, string>;

/** The username rule in a sentence, shown under its field (the schema's messages say what broke it). */
const USERNAME_HINT = `${USERNAME_MIN} to ${USERNAME_MAX} characters: letters A-Z, digits, _ or -.`;

/** How many of the owner's NFTs the avatar picker offers (the first page, by name). */
const AVATAR_CHOICES = 48;

const fieldClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800 aria-[invalid=true]:border-red-600';

/** Brings the first wrong field into view and focus: on a phone, Save is far below it. */
function focusField(key: string): void {
  document.getElementById(`profile-${key}`)?.focus();
}

export interface ProfileFormProps extends ProfileEditProps {
  readonly token: string;
  readonly onClose: () => void;
}

export default function ProfileForm({ address, apiBase, current, token, onClose }: ProfileFormProps) {
  const api = useMemo(() => createMarketplaceApi({ baseURL: apiBase, token }), [apiBase, token]);
  const [values, setValues] = useState<Values>(() => ({
    username: current.username ?? '',
    bio: current.bio ?? '',
    twitter: current.twitter ?? '',
    instagram: current.instagram ?? '',
    facebook: current.facebook ?? '',
    link: current.link ?? '',
  }));
  const [avatar, setAvatar] = useState<string | null>(current.logoNft);
  const [owned, setOwned] = useState<readonly Nft[] | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TextField | 'logo_nft', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api.nfts({ owners: [address], verified: false, limit: AVATAR_CHOICES, order: { field: 'name', direction: 'asc' } }).then(
      (list) => setOwned(list.items.filter((nft) => nft.image)),
      () => setOwned([]),
    );
  }, [api, address]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = Object.fromEntries(TEXT_FIELDS.map(([key]) => [key, values[key].trim() === '' ? undefined : values[key].trim()]));
    const parsed = upsertUserRequestSchema.safeParse({ address, ...trimmed, logo_nft: avatar ?? undefined });
    if (!parsed.success) {
      // The schema's messages say what is wrong ("must ..."): the field's label makes them a sentence.
      const labelOf = (key: string) => TEXT_FIELDS.find(([field]) => field === key)?.[1] ?? 'Avatar';
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), `${labelOf(String(issue.path[0]))} ${issue.message}`]),
        ),
      );
      focusField(String(parsed.error.issues[0]?.path[0]));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api.upsertUser(parsed.data);
    } catch (error) {
      setSaving(false);
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.kind === 'network') setFailure('The network is not reachable. Try again.');
      else if (error.field && error.field !== 'address') {
        setErrors({ [error.field]: error.message });
        focusField(error.field);
      } else setFailure(error.message);
      return;
    }
    // The API purged the profile's cached pages: the reload renders the new profile.
    window.location.reload();
  };

  return (
    <Modal open title="Edit profile" onClose={onClose} replaces={ACTION_SHELL_ID}>
      <form onSubmit={(e) => void submit(e)} noValidate className="max-h-[70vh] space-y-3 overflow-y-auto" data-testid="profile-form">
        {TEXT_FIELDS.map(([key, label, placeholder]) => {
          const id = `profile-${key}`;
          const error = errors[key];
          const hint = key === 'username' ? `${id}-hint` : null;
          const described = [hint, error ? `${id}-error` : null].filter(Boolean).join(' ');
          const common = {
            id,
            className: fieldClass,
            placeholder: placeholder || undefined,
            value: values[key],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described || undefined,
            onChange: (e: { target: { value: string } }) => {
              setValues((v) => ({ ...v, [key]: e.target.value }));
              // A corrected field drops its error; the next Save checks it again.
              setErrors(({ [key]: _fixed, ...rest }) => rest);
            },
          };
          return (
            <div key={key}>
              <label htmlFor={id} className="mb-1 block text-sm font-600">
                {label}
              </label>
              {key === 'bio' ? <textarea rows={3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
              {hint && (
                <p id={hint} className="mt-1 text-xs text-gray-600 dark:text-gray-300">
                  {USERNAME_HINT}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <fieldset>
          <legend className="mb-1 text-sm font-700">Avatar</legend>
          <p className="mb-2 text-xs text-gray-600 dark:text-gray-300">
            One of your own NFTs; it stops showing if the NFT leaves your wallet.
          </p>
          {owned === null ? (
            <p className="text-sm">Loading your NFTs…</p>
          ) : (
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              <li>
                <label className="flex aspect-square cursor-pointer items-center justify-center rounded-lg border border-gray-300 text-center text-xs has-[:checked]:outline has-[:checked]:outline-2 has-[:checked]:outline-[#0b7d5c] dark:border-gray-600">
                  <input type="radio" name="avatar" className="sr-only" checked={avatar === null} onChange={() => setAvatar(null)} />
                  No avatar
                </label>
              </li>
              {owned.map((nft) => (
                <li key={nft.address}>
                  <label className="block cursor-pointer overflow-hidden rounded-lg has-[:checked]:outline has-[:checked]:outline-2 has-[:checked]:outline-[#0b7d5c] has-[:focus-visible]:ring-2">
                    <input
                      type="radio"
                      name="avatar"
                      className="sr-only"
                      value={nft.address}
                      checked={avatar === nft.address}
                      onChange={() => setAvatar(nft.address)}
                    />
                    <img
                      src={mediaSrc(nft.image) ?? ''}
                      alt={nft.name ?? 'Untitled NFT'}
                      width={72}
                      height={72}
                      className="aspect-square w-full bg-gray-100 object-cover dark:bg-gray-800"
                      loading="lazy"
                    />
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.logo_nft && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
              {errors.logo_nft}
            </p>
          )}
        </fieldset>
        {failure && (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving} data-testid="profile-save">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
