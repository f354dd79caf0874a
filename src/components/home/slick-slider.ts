import SlickModule, { type Settings } from 'react-slick';
import type { ComponentType, ReactNode, Ref } from 'react';

/** What the home slider asks of react-slick's instance. */
export interface SliderInstance {
  slickPlay(): void;
  slickNext(): void;
  slickPrev(): void;
  slickGoTo(index: number): void;
}

// react-slick is CommonJS: its default export can arrive wrapped.
const Slider = ((SlickModule as unknown as { default?: unknown }).default ?? SlickModule) as ComponentType<
  Settings & { ref?: Ref<SliderInstance>; children?: ReactNode }
>;

export default Slider;
