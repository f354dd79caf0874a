import { useEffect, useState } from 'react';
import styles from './contact-form.module.css';

export interface CharacterCountProps {
  /** Characters as a person sees them (see characterCount). */
  length: number;
  limit: number;
}

/** Remaining characters below which the count is also read out. */
const ANNOUNCE_BELOW = 500;
/** Screen readers hear the count once typing pauses, not at every key. */
const ANNOUNCE_DELAY_MS = 1000;

/**
 * The GOV.UK character count: the limit is part of the field's hint (the Field's job), the
 * visible count follows every key, and screen readers are told the count only near
 * or past the limit. Nothing stops typing past it, so a pasted text can still be
 * shortened in place; the form's check then names the limit.
 */
export function CharacterCount({ length, limit }: CharacterCountProps) {
  const remaining = limit - length;
  const characters = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;
  const text =
    length === 0
      ? `You can enter up to ${limit} characters`
      : remaining >= 0
        ? `${characters(remaining)} left`
        : `${characters(-remaining)} too many`;
  const announced = useDebounced(remaining <= ANNOUNCE_BELOW ? `You have ${text}` : '', ANNOUNCE_DELAY_MS);

  return (
    <>
      <p className={styles.count} data-over={remaining < 0 ? '' : undefined} aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
