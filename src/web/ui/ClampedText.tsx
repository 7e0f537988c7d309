import { useId, useState } from 'react';

/** Longer than this, an owner's text shows its first lines with a "Show more" toggle. */
export const CLAMP_AFTER = 180;

/**
 * An owner's text (a live update) that keeps a card shorter than a phone: a long one shows its first
 * four lines and a button that opens the rest, telling screen readers whether it is open. A word
 * longer than the card is wide breaks anywhere rather than widen the page.
 */
export function ClampedText({
  text,
  moreLabel,
  lessLabel,
  className = '',
}: {
  text: string;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > CLAMP_AFTER;
  return (
    <div className="min-w-0">
      <p
        id={id}
        className={`min-w-0 whitespace-pre-line [overflow-wrap:anywhere] ${long && !open ? 'line-clamp-4' : ''} ${className}`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          // Above a card's stretched link, which covers the card.
          className="relative z-[1] mt-1 min-h-6 rounded text-sm font-semibold text-lagoon-700 hover:underline"
        >
          {open ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
