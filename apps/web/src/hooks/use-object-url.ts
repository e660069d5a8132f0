import { useEffect, useState } from 'react';

/**
 * An object URL for `blob`, made and revoked by an effect: StrictMode (development) runs an effect's cleanup
 * before the real mount, and a URL made during render (useMemo) was revoked there for good, so Play did nothing
 * in `pnpm dev` (decision 0657). Undefined until the effect has run.
 */
export function useObjectUrl(blob: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
