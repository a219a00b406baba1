// Logo upload and removal in the hive detail's edit mode (spec part 1 §2, §5, §8): the file is
// checked here first (image type, 2 MB) with the spec's two messages; server failures are alerts
// ('Failed to upload logo', 'Failed to delete logo', or the server's text).
import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../ui/Button.js';
import { Notice } from '../../../ui/Notice.js';
import { isImageLogo } from '../avatar.js';
import { deleteHiveLogo, LOGO_ACCEPT, logoFileProblem, logoMessages as m, uploadHiveLogo } from '../logo.js';
import { HiveAvatar } from './HiveAvatar.js';
import { type HiveViewFieldsFragment } from '../graphql/hives.generated.js';

export function HiveLogoEditor({ hive }: { readonly hive: HiveViewFieldsFragment }) {
  const client = useApolloClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const setLogo = (logo: string | null) => {
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Hive', id: hive.id }),
      fields: { logo: () => logo },
    });
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = logoFileProblem(file);
    setProblem(why);
    if (why !== null) return;
    setBusy('upload');
    void uploadHiveLogo(hive.id, file).then((result) => {
      setBusy(null);
      if (result.ok) setLogo(result.data.logoUrl);
      else window.alert(result.error);
    });
  };

  const remove = () => {
    setProblem(null);
    setBusy('remove');
    void deleteHiveLogo(hive.id).then((result) => {
      setBusy(null);
      if (result.ok) setLogo(null);
      else window.alert(result.error);
    });
  };

  return (
    <fieldset className="hive-logo-editor" data-testid="hive-logo-editor">
      <legend className="field__label">{m.label}</legend>
      <div className="cluster">
        <HiveAvatar name={hive.name} logo={hive.logo} size={48} />
        <input
          ref={input}
          id={inputId}
          className="hive-logo-editor__input"
          type="file"
          accept={LOGO_ACCEPT}
          onChange={chosen}
          data-testid="hive-logo-input"
        />
        <Button size="sm" busy={busy === 'upload'} onClick={() => input.current?.click()} aria-controls={inputId}>
          {isImageLogo(hive.logo) ? m.replace : m.upload}
        </Button>
        {isImageLogo(hive.logo) && (
          <Button size="sm" variant="ghost" busy={busy === 'remove'} onClick={remove} data-testid="hive-logo-remove">
            {m.remove}
          </Button>
        )}
      </div>
      <p className="hive-logo-editor__hint">{m.recommended}</p>
      {problem !== null && <Notice tone="error">{problem}</Notice>}
    </fieldset>
  );
}
