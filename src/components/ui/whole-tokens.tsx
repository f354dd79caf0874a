import { Fragment } from 'react';
import styles from './whole-tokens.module.css';

// Part numbers and model names: letters and digits joined by hyphens, with a digit somewhere.
const HYPHENATED = /([A-Za-z0-9]+(?:-[A-Za-z0-9]+)+)/;
const HAS_DIGIT = /\d/;

export interface WholeTokensProps {
  text: string;
}

/**
 * A title in which no line breaks inside a part number (ESP-12E, HC-SR04): browsers may break
 * after any hyphen, which leaves "ESP-" at the end of one line and "12E" on the next. Other
 * hyphenated words (Two-Sensor) may still break.
 */
export function WholeTokens({ text }: WholeTokensProps) {
  return text.split(HYPHENATED).map((part, index) =>
    index % 2 === 1 && HAS_DIGIT.test(part) ? (
      <span key={index} className={styles.whole}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
