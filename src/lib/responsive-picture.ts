/** What the image pipeline makes of one image: a srcset per modern format and a fallback. */
export interface ResponsivePicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}
