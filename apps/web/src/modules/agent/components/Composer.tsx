// The message box under a thread: Enter sends, Shift+Enter starts a new line; it waits while a
// reply is on its way. Blank text is never sent; the longest message is contracts' limit.
import { AGENT_MESSAGE_MAX_LENGTH } from '@hivemind/contracts';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/Button.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { chatMessages as m } from '../messages.js';

/** The counter shows the last 500 characters and turns red for the last 100 (the spec gives none). */
const LIMITS = {
  max: AGENT_MESSAGE_MAX_LENGTH,
  showFrom: AGENT_MESSAGE_MAX_LENGTH - 500,
  dangerFrom: AGENT_MESSAGE_MAX_LENGTH - 100,
};

export interface ComposerProps {
  readonly busy: boolean;
  readonly onSend: (content: string) => Promise<boolean>;
}

export function Composer({ busy, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const content = text.trim();
  const canSend = content.length > 0 && text.length <= AGENT_MESSAGE_MAX_LENGTH && !busy && !sending;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    const sent = await onSend(content);
    setSending(false);
    if (sent) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={(e) => void submit(e)}>
      <TextAreaField
        label={m.composerLabel(m.agentName)}
        labelHidden
        className="text-area chat-composer__box"
        value={text}
        onChange={setText}
        onKeyDown={onKeyDown}
        placeholder={m.composerPlaceholder}
        rows={2}
        maxLength={AGENT_MESSAGE_MAX_LENGTH}
        counter={{ limits: LIMITS, describe: m.remaining }}
        hint={m.sendHint}
        actions={
          <Button type="submit" variant="primary" size="sm" disabled={!canSend} busy={sending}>
            {m.send}
          </Button>
        }
      />
    </form>
  );
}
