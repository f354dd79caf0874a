/** What the image pipeline makes of one image: a srcset per format (WebP only) and a fallback. */
export interface ResponsivePicture {
  sources: { webp: string };
  img: { src: string; w: number; h: number };
}
