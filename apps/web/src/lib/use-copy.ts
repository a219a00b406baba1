// Copy to the clipboard with a short "Copied!" confirmation that lasts `confirmMs`; `copiedKey` names
// what was copied last (one hook serves a whole list of copy buttons).
import { useCallback, useEffect, useState } from 'react';

export function useCopy(confirmMs: number): {
  readonly copiedKey: string | null;
  readonly copy: (key: string, text: string) => void;
} {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  useEffect(() => {
    if (copiedKey === null) return undefined;
    const timer = setTimeout(() => setCopiedKey(null), confirmMs);
    return () => clearTimeout(timer);
  }, [copiedKey, confirmMs]);
  const copy = useCallback((key: string, text: string) => {
    void writeClipboard(text).then((ok) => {
      if (ok) setCopiedKey(key);
    });
  }, []);
  return { copiedKey, copy };
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an insecure context): the old selection-based copy still works.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}
