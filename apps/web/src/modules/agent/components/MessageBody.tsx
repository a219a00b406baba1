// A message's text: the member's as written, the agent's as Markdown (its replies quote and link
// what the member thought and listed). Links to portals open them; other links open a new tab.
import Markdown, { type Components } from 'react-markdown';
import { messageText } from '../display.js';
import { isSafeExternalLink, portalLink, type PortalLink } from '../portal-links.js';

export interface MessageBodyProps {
  readonly content: string;
  readonly markdown: boolean;
  readonly onOpenLink: (link: PortalLink) => void;
}

export function MessageBody({ content, markdown, onOpenLink }: MessageBodyProps) {
  const text = messageText(content);
  if (!markdown) return <p className="chat-message__text">{text}</p>;
  const components: Components = {
    a: ({ href, children }) => {
      const link = portalLink(href);
      if (link !== null) {
        return (
          <button type="button" className="chat-message__link" onClick={() => onOpenLink(link)}>
            {children}
          </button>
        );
      }
      if (!isSafeExternalLink(href)) return <span>{children}</span>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    // A reply never embeds images (nothing is fetched on the member's behalf): its text only.
    img: ({ alt }) => <span>{alt}</span>,
  };
  return (
    <div className="chat-message__markdown">
      <Markdown components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
