import type { ReactNode } from 'react';

const HEADING = /^##\s+/;
const ITEM = /^-\s+/;

/**
 * The API's plain text as blocks, never parsed as markup. Blocks are split by a blank line; a line
 * starting with "## " that opens a block is a section heading (its text may follow on the next
 * line), and lines starting with "- " are the items of a list (after a line of text, or alone).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .flatMap((block, index) => blockOf(block, `${index}`))}
    </div>
  );
}

function blockOf(block: string, key: string): ReactNode[] {
  if (HEADING.test(block)) {
    const [heading = '', ...rest] = block.split('\n');
    const text = rest.join('\n').trim();
    return [
      <h2 key={key}>{heading.replace(HEADING, '').trim()}</h2>,
      ...(text ? blockOf(text, `${key}+`) : []),
    ];
  }
  const lines = block.split('\n').map((line) => line.trim());
  if (!lines.some((line) => ITEM.test(line))) return [<p key={key}>{block}</p>];
  const nodes: ReactNode[] = [];
  let text: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (text.length) nodes.push(<p key={`${key}.${nodes.length}`}>{text.join(' ')}</p>);
    if (items.length) {
      nodes.push(
        <ul key={`${key}.${nodes.length}`}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>,
      );
    }
    text = [];
    items = [];
  };
  for (const line of lines) {
    if (ITEM.test(line)) items.push(line.replace(ITEM, ''));
    else if (items.length) {
      // A line after the list's last item carries it on.
      items[items.length - 1] += ` ${line}`;
    } else text.push(line);
  }
  flush();
  return nodes;
}
