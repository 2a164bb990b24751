/** A list with nothing in it yet. EmptyState.astro renders it on the server. */
export default function EmptyState({ title, text }: { readonly title: string; readonly text?: string | undefined }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center dark:border-gray-700">
      <p className="font-700">{title}</p>
      {text && <p className="mt-2 text-sm text-ink-soft dark:text-gray-400">{text}</p>}
    </div>
  );
}
