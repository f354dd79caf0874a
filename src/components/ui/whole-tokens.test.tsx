// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { WholeTokens } from './whole-tokens.tsx';

afterEach(cleanup);

it('keeps part numbers whole and leaves the rest of the title as it was', () => {
  const { container } = render(
    <h1>
      <WholeTokens text="The NodeMCU ESP-12E board and a Two-Sensor HC-SR04 rig" />
    </h1>,
  );
  expect(screen.getByRole('heading').textContent).toBe('The NodeMCU ESP-12E board and a Two-Sensor HC-SR04 rig');
  expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['ESP-12E', 'HC-SR04']);
});
