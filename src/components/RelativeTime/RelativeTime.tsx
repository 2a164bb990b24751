// A timestamp as a machine-readable <time>, shown as a UTC date and time (stable in cached HTML,
// and the same on the server and in the island).
export default function RelativeTime({ seconds }: { readonly seconds: number }) {
  const iso = new Date(seconds * 1000).toISOString();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}
    </time>
  );
}
