// The edit-details form (spec §3 "Collection edit fields: name, description, cover URL, logo URL,
// socials"), checked with the API's own request schema and sent to POST /collections-custom through
// the API client with the session's bearer token. The API's field error shows next to its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { createMarketplaceApi } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { collectionCustomRequestSchema } from '@shared/contract/requests/collections';
import type { CollectionCustomRequest } from '@shared/contract/requests';
import { mediaUrlSchema, socialAccountSchema, httpUrlSchema } from '@shared/contract/requests/social';
import Modal from '~/ui/Modal';
import type { CollectionEditProps } from './types';

const SOCIALS = [
  ['twitter', 'Twitter'],
  ['telegram', 'Telegram'],
  ['discord', 'Discord'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
  ['medium', 'Medium'],
  ['website', 'Website'],
] as const;
type SocialKey = (typeof SOCIALS)[number][0];

interface FormValues {
  name: string;
  description: string;
  wallpaper: string;
  logo: string;
  social: Record<SocialKey, string>;
}

/** Empty means "not set": the API then uses the on-chain value. */
const orUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The form's strings as the request body, then the API's schema: the same rules, the same paths. */
function formSchema(address: string) {
  return z
    .object({
      name: z.string(),
      description: z.string(),
      wallpaper: z.string(),
      logo: z.string(),
      social: z.object(Object.fromEntries(SOCIALS.map(([key]) => [key, z.string()])) as Record<SocialKey, z.ZodString>),
    })
    .transform((v) => {
      const social = Object.fromEntries(
        SOCIALS.map(([key]) => [key, orUndefined(v.social[key])]).filter(([, value]) => value !== undefined),
      );
      return {
        address,
        name: orUndefined(v.name),
        description: orUndefined(v.description),
        wallpaper: orUndefined(v.wallpaper),
        logo: orUndefined(v.logo),
        social: Object.keys(social).length > 0 ? social : undefined,
      };
    })
    .pipe(requestSchema);
}

/** The API's schema, taking the loosely typed body built above (its `optional` fields also take null). */
const requestSchema = collectionCustomRequestSchema as unknown as z.ZodType<
  z.output<typeof collectionCustomRequestSchema>,
  // its input side is loose on purpose: the object built above, checked by the schema itself
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>;

/** A current value the form can send back as is; on-chain values outside the schema (relative paths) start empty. */
function initial(value: string | null | undefined, schema: z.ZodType): string {
  return value && schema.safeParse(value).success ? value : '';
}

const FIELD_NAMES = new Set<string>(['name', 'description', 'wallpaper', 'logo', ...SOCIALS.map(([key]) => `social.${key}`)]);

const fieldClass =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800 aria-[invalid=true]:border-red-600';

interface Props extends CollectionEditProps {
  token: string;
  onClose: () => void;
}

export default function EditForm({ address, apiBase, current, token, onClose }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(formSchema(address)), [address]);
  const form = useForm<FormValues, unknown, CollectionCustomRequest>({
    resolver,
    defaultValues: {
      name: current.name,
      description: current.description,
      wallpaper: initial(current.wallpaper, mediaUrlSchema),
      logo: initial(current.logo, mediaUrlSchema),
      social: Object.fromEntries(
        SOCIALS.map(([key]) => [key, initial(current.social?.[key], key === 'website' ? httpUrlSchema : socialAccountSchema)]),
      ) as Record<SocialKey, string>,
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await createMarketplaceApi({ baseURL: apiBase, token }).upsertCollectionCustom(body);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.kind === 'network') setFailure('The network is not reachable. Try again.');
      else if (error.field && FIELD_NAMES.has(error.field))
        form.setError(error.field as FieldPath<FormValues>, { type: 'server', message: error.message });
      else setFailure(error.message);
      return;
    }
    // The API purged the collection's cached pages: the reload renders the new details.
    window.location.reload();
  });

  const field = (name: FieldPath<FormValues>, label: string, placeholder?: string, multiline = false) => {
    const id = `collection-${name.replace('.', '-')}`;
    const error = name.startsWith('social.') ? errors.social?.[name.slice(7) as SocialKey]?.message : errors[name as 'name']?.message;
    const common = {
      id,
      className: fieldClass,
      placeholder,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...form.register(name),
    };
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-600">
          {label}
        </label>
        {multiline ? <textarea rows={4} {...common} /> : <input type="text" autoComplete="off" {...common} />}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Modal open title="Edit details" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="max-h-[70vh] space-y-3 overflow-y-auto">
        <p className="text-xs text-gray-500 dark:text-gray-400">Leave a field empty to use the value from the blockchain.</p>
        {field('name', 'Name')}
        {field('description', 'Description', undefined, true)}
        {field('wallpaper', 'Cover URL', current.wallpaper ?? 'https://…')}
        {field('logo', 'Logo URL', current.logo ?? 'https://…')}
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-700">Socials</legend>
          {SOCIALS.map(([key, label]) => field(`social.${key}`, label, key === 'website' ? 'https://…' : '@handle or https://…'))}
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
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
